// Tests and benchmarks: a real PostgreSQL of Debian's `postgresql` package, started for one run.
import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

function binDirectory() {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  if (!version) {
    throw new Error(
      "PostgreSQL's server is not installed: `npm test` installs Debian's postgresql package (or: apt-get install -y postgresql)",
    );
  }
  return join(root, version, 'bin');
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * For tests: a real PostgreSQL server on a free loopback port, in a fresh temporary cluster
 * (trust authentication, no fsync: it is thrown away). As root it runs as the `postgres` user,
 * since PostgreSQL refuses to run as root.
 *
 * @example
 * ```ts
 * const postgres = await startTestPostgres();
 * const database = createPostgresDatabase({ connectionString: postgres.url });
 * await postgres.stop();
 * ```
 */
export async function startTestPostgres() {
  const bin = binDirectory();
  const dataDir = mkdtempSync(join(tmpdir(), 'latchkey-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (command, args) =>
    asRoot
      ? { command: 'runuser', args: ['-u', 'postgres', '--', command, ...args] }
      : { command, args };
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const group = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(dataDir, Number(ids), Number(group));
    chmodSync(dataDir, 0o700);
  }
  const init = run(join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'latchkey',
    '--auth=trust',
    '-E',
    'UTF8',
  ]);
  execFileSync(init.command, init.args, { stdio: 'ignore' });
  const port = await freePort();
  const start = run(join(bin, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    dataDir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'max_connections=100',
  ]);
  const url = `postgres://latchkey@127.0.0.1:${port}/postgres`;
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let child;
  const launch = async () => {
    const running = spawn(start.command, start.args, { stdio: 'ignore' });
    child = running;
    const deadline = Date.now() + 30_000;
    for (;;) {
      const client = new pg.Client({ connectionString: url });
      try {
        await client.connect();
        await client.end();
        return;
      } catch (error) {
        await client.end().catch(() => undefined);
        if (Date.now() > deadline || running.exitCode !== null) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  // The postmaster's process id, from its lock file (when root, `child` is runuser's).
  const postmasterPid = () =>
    Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const halt = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    // Signal the postmaster itself (runuser, when root, does not pass signals on): SIGINT is
    // PostgreSQL's fast shutdown.
    process.kill(postmasterPid(), 'SIGINT');
    await exited;
  };
  await launch();
  return {
    url,
    postmasterPid,
    halt,
    resume: launch,
    async stop() {
      await halt();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
