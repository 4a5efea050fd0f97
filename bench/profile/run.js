// `npm run bench:profile`: where the server's CPU goes. Runs the sponsorship and sessions benches
// with each server process profiled by V8 (`--cpu-prof`), then prints, for each server, the ten
// functions with the most self time and the self time by package (Latchkey's by package and
// folder), as shares of the server's busy time (idle left out). Writes the summaries to
// bench/results/profile.json; the profiles themselves go to a temporary folder it names.
// Profiling slows the servers, so the benches' own figures from this run are not reported.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printTable, writeResults } from '../print-table.js';
import { readCpuProfile, summarizeCpuProfile } from './summarize-cpu-profile.js';

const dir = mkdtempSync(join(tmpdir(), 'latchkey-cpu-profiles-'));
for (const bench of ['sponsorship', 'sessions']) {
  const script = fileURLToPath(new URL(`../${bench}/run.js`, import.meta.url));
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, BENCH_CPU_PROFILE_DIR: dir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`bench/${bench}/run.js exited with ${code}`);
}

const summaries = {};
for (const file of readdirSync(dir)
  .filter((name) => name.endsWith('.cpuprofile'))
  .sort()) {
  const name = file.replace(/\.cpuprofile$/, '');
  const summary = summarizeCpuProfile(readCpuProfile(join(dir, file)));
  const percent = (share) => `${(share * 100).toFixed(1)}%`;
  console.log(`\n${name}: ${summary.totalMs} ms busy`);
  printTable([
    ['function (self time)', 'ms', 'share'],
    ...summary.functions.slice(0, 10).map((row) => [row.name, `${row.ms}`, percent(row.share)]),
  ]);
  printTable([
    ['owner (self time)', 'ms', 'share'],
    ...summary.owners.slice(0, 15).map((row) => [row.name, `${row.ms}`, percent(row.share)]),
  ]);
  summaries[name] = {
    busyMs: summary.totalMs,
    topFunctions: summary.functions.slice(0, 20),
    owners: summary.owners.slice(0, 25),
  };
}
console.log(`\nprofiles in ${dir}`);
await writeResults('profile', summaries);
