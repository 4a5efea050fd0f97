// The Node flags that have a bench's server process write a V8 CPU profile when it exits: only
// when `BENCH_CPU_PROFILE_DIR` is set (by `npm run bench:profile`), since profiling costs CPU
// the bench would otherwise report as the server's. (Node 20 refuses --cpu-prof in NODE_OPTIONS.)

/**
 * Flags for a child that writes `<dir>/<name>.cpuprofile`, or none.
 *
 * @param {string} name
 * @returns {string[]}
 */
export function cpuProfileArgs(name) {
  const dir = process.env.BENCH_CPU_PROFILE_DIR;
  if (!dir) return [];
  return ['--cpu-prof', `--cpu-prof-dir=${dir}`, `--cpu-prof-name=${name}.cpuprofile`];
}
