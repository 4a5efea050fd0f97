// Reads a V8 CPU profile (`node --cpu-prof`) and says where its time went: the functions with the
// most self time, and self time summed by package (or by Latchkey's package and folder), as a
// share of everything the process did while it was profiled.
import { readFileSync } from 'node:fs';

/**
 * Where a script's time belongs: `@latchkey/server/sponsorship` for Latchkey's own files, the
 * package name for a dependency, `node:` for Node's internals, or what V8 calls the rest
 * (`(garbage collector)`, `(program)`, `(idle)`).
 *
 * @param {string} url
 * @param {string} functionName
 */
export function ownerOf(url, functionName) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node:';
  const latchkey = url.match(/packages\/([a-z-]+)\/(?:dist\/esm|src)\/([^/]+)\//);
  if (latchkey) return `@latchkey/${latchkey[1]}/${latchkey[2]}`;
  const dependency = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//g);
  if (dependency) return (dependency.at(-1) ?? '').replace(/^node_modules\/|\/$/g, '');
  return url.replace(/^file:\/\//, '');
}

/**
 * Self time by function and by owner, in ms, from one profile; `(idle)` is left out of both
 * and of the total.
 *
 * @param {{ nodes: { id: number, callFrame: { functionName: string, url: string, lineNumber: number } }[], samples: number[], timeDeltas: number[] }} profile
 */
export function summarizeCpuProfile(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map();
  profile.samples.forEach((id, index) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const functions = new Map();
  const owners = new Map();
  let totalUs = 0;
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    if (functionName === '(idle)') continue;
    totalUs += us;
    const name = `${functionName || '(anonymous)'} ${url.replace(/^.*?(node_modules|packages)\//, '$1/')}:${lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
    const owner = ownerOf(url, functionName);
    owners.set(owner, (owners.get(owner) ?? 0) + us);
  }
  const ranked = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .map(([name, us]) => ({ name, ms: Math.round(us / 1000), share: us / totalUs }));
  return {
    totalMs: Math.round(totalUs / 1000),
    functions: ranked(functions),
    owners: ranked(owners),
  };
}

/** @param {string} path */
export function readCpuProfile(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}
