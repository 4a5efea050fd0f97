// The benches' child processes (a server, the sandbox's RPC): each in a process of its own, so
// /proc can say what each one cost, and each says it is ready with one JSON line on stdout.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/**
 * Starts the script at `url` with `env` added (and Node's `execArgv` flags); resolves once it
 * prints its first line (JSON), with the process, that line parsed, and the rest of its stdout as
 * lines. Its stdin is a pipe: a child may take commands there (the sessions bench asks its server
 * for its request count).
 *
 * @param {URL} url
 * @param {Record<string, string>} env
 * @param {string[]} [execArgv]
 */
export function startChild(url, env, execArgv = []) {
  const child = spawn(process.execPath, [...execArgv, fileURLToPath(url)], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`${url.pathname} exited (${code}) before it was ready`)),
    );
    lines.once('line', (line) => resolve({ child, ready: JSON.parse(line), lines }));
  });
}

/**
 * Stops a child with SIGTERM; resolves once it has exited.
 *
 * @param {import('node:child_process').ChildProcess} child
 */
export function stopChild(child) {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

/**
 * The value at fraction `p` of an ascending list (0.5 the median, 0.99 the p99).
 *
 * @param {readonly number[]} sorted
 * @param {number} p
 */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
