/**
 * Prints rows as an aligned text table (first row = header).
 *
 * @param {readonly (readonly string[])[]} rows
 */
export function printTable(rows) {
  const widths = rows[0].map((_, column) =>
    Math.max(...rows.map((row) => String(row[column] ?? '').length)),
  );
  for (const [index, row] of rows.entries()) {
    console.log(row.map((cell, column) => String(cell ?? '').padEnd(widths[column])).join('  '));
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  }
}

/** `12.3 KB` from bytes. */
export const kilobytes = (bytes) => (bytes === undefined ? '—' : `${(bytes / 1024).toFixed(1)} KB`);

/** How many times `peer` is `ours`, as `×6.9`. */
export const ratio = (peer, ours) =>
  peer === undefined || !ours ? '' : `×${(peer / ours).toFixed(1)}`;

/**
 * Writes `bench/results/<name>.json`; not while `npm run bench:profile` runs the bench, whose
 * figures the profiler slows.
 */
export async function writeResults(name, results) {
  if (process.env.BENCH_CPU_PROFILE_DIR && name !== 'profile') return;
  const { mkdirSync, writeFileSync } = await import('node:fs');
  const dir = new URL('./results/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL(`${name}.json`, dir), `${JSON.stringify(results, null, 2)}\n`);
}
