// CPU time of a process and everything it started, from Linux's /proc: what a bench run cost each
// process (server, database, RPC), not just the wall clock.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** utime, stime, cutime, cstime and the parent of one process, or undefined once it is gone. */
function readStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: fields count from after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return { parent: Number(fields[1]), ticks: utime + stime + cutime + cstime };
  } catch {
    return undefined;
  }
}

/**
 * CPU milliseconds (user + system) spent so far by `pid` and its descendants: the live ones' own
 * time plus what their exited children left them (cutime, cstime), so nothing counts twice.
 *
 * @param {number} pid
 * @returns {number}
 */
export function processTreeCpuMs(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (stat) parents.set(Number(entry), stat);
  }
  let ticks = 0;
  const pending = [pid];
  while (pending.length > 0) {
    const current = pending.pop();
    const stat = parents.get(current);
    if (!stat) continue;
    ticks += stat.ticks;
    for (const [child, childStat] of parents) if (childStat.parent === current) pending.push(child);
  }
  return (ticks * 1000) / ticksPerSecond;
}
