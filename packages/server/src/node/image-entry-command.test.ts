import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../../../scripts/test-postgres.js';
import { newSessionKeySet } from '../sessions/new-session-key-set.js';

// The OCI image (Dockerfile, compose.yaml) is built and run where a Docker engine exists; this
// machine has only Docker's client, so here its entry command is run directly: the Dockerfile's
// CMD, from the repository's root (the image's WORKDIR /app holds the same layout: the built
// packages/server/dist and the server's node_modules), with the image's ENV and compose.yaml's
// server environment, against Debian's PostgreSQL standing in for compose's `db`. The image's
// HEALTHCHECK and compose's readiness probe are run as the engine would run them.

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
const compose = readFileSync(join(root, 'compose.yaml'), 'utf8');

/** The last stage of a Dockerfile: its instructions, continuation lines joined, comments dropped. */
function finalStage(text: string): { instruction: string; argument: string }[] {
  const lines = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const from = lines.findLastIndex((line) => /^FROM /i.test(line));
  return lines.slice(from).map((line) => {
    const [instruction, ...rest] = line.split(/\s+/);
    return { instruction: (instruction as string).toUpperCase(), argument: rest.join(' ') };
  });
}

const stage = finalStage(dockerfile);
const instructions = (name: string) =>
  stage.filter((entry) => entry.instruction === name).map((entry) => entry.argument);

/** `ENV A=1 B=2` lines, as the image sets them. */
function imageEnvironment(): Record<string, string> {
  const environment: Record<string, string> = {};
  for (const argument of instructions('ENV')) {
    for (const match of argument.matchAll(/([A-Z_][A-Z0-9_]*)=("[^"]*"|\S*)/g)) {
      environment[match[1] as string] = (match[2] as string).replace(/^"|"$/g, '');
    }
  }
  return environment;
}

/** compose.yaml's `server:` service: its environment (`${NAME:-default}` as the default) and healthcheck. */
function composeServer(): { environment: Record<string, string>; readinessProbe: string[] } {
  const service = /\n {2}server:\n((?: {4,}.*\n|\s*\n)+)/.exec(compose)?.[1];
  if (!service) throw new Error('compose.yaml has no server service');
  const block = /\n? {4}environment:\n((?: {6,}.*\n)+)/.exec(service)?.[1] ?? '';
  const environment: Record<string, string> = {};
  // Comments say what a variable is for; they set nothing.
  for (const line of block.split('\n').filter((text) => text && !/^\s*#/.test(text))) {
    const match = /^ {6}([A-Z_][A-Z0-9_]*): (.*)$/.exec(line);
    if (!match) throw new Error(`Unread compose environment line: ${line}`);
    const value = (match[2] as string)
      .replace(/^"(.*)"$/, '$1')
      .replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');
    environment[match[1] as string] = value;
  }
  const test = /\n {6}test: (\[.*\])\n/.exec(service)?.[1];
  if (!test) throw new Error("compose.yaml's server has no healthcheck test");
  return { environment, readinessProbe: JSON.parse(test) as string[] };
}

/** Runs an exec-form command (`["node", …]`) with this Node; its exit code. */
async function exitCodeOf(command: string[], environment: Record<string, string>) {
  expect(command[0]).toBe('node');
  const child = spawn(process.execPath, command.slice(1), {
    cwd: root,
    env: environment,
    stdio: 'ignore',
  });
  const [code] = await once(child, 'exit');
  return code as number | null;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let postgres: TestPostgres;
let dataDir: string;
beforeAll(async () => {
  postgres = await startTestPostgres();
  dataDir = mkdtempSync(join(tmpdir(), 'latchkey-image-'));
}, 60_000);
afterAll(async () => {
  await postgres?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("the image's entry command (run directly: no Docker engine here)", () => {
  it('is a non-root, exec-form node command with a /health HEALTHCHECK, and compose probes /ready', () => {
    expect(instructions('FROM').at(-1)).toMatch(/^node:20-slim\b/);
    expect(instructions('USER')).toEqual(['node']);
    expect(instructions('ENTRYPOINT')).toEqual([]);
    expect(instructions('EXPOSE')).toEqual(['8820']);
    expect(JSON.parse(instructions('CMD')[0] as string)).toEqual([
      'node',
      'packages/server/dist/esm/cli.js',
    ]);
    expect(instructions('HEALTHCHECK')[0]).toContain('/health');
    expect(composeServer().readinessProbe.join(' ')).toContain('/ready');
    expect(compose).toMatch(/image: postgres:15\n/);
  });

  it('starts with the image ENV and compose.yaml environment, answers /health, /ready and /metrics, and exits 0 on SIGTERM', {
    timeout: 60_000,
  }, async () => {
    const cli = join(root, 'packages/server/dist/esm/cli.js');
    if (!existsSync(cli))
      throw new Error('Build the server first: npm run build -w packages/server');
    const port = await freePort();
    const { environment, readinessProbe } = composeServer();
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      ...imageEnvironment(),
      ...environment,
      // The operator's secret, from `latchkey-server --new-session-key`, in their env file.
      LATCHKEY_SESSION_KEYS: JSON.stringify(await newSessionKeySet()),
      // compose's `db` is Debian's PostgreSQL here; a free port instead of 8820; no /app here.
      DATABASE_URL: postgres.url,
      PORT: String(port),
      LATCHKEY_DATA_DIR: dataDir,
    };
    expect(env.NODE_ENV).toBe('production');
    expect(env.HOST).toBe('0.0.0.0');
    const command = JSON.parse(instructions('CMD')[0] as string) as string[];
    const server: ChildProcess = spawn(process.execPath, command.slice(1), {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = once(server, 'exit').then(([code]) => code as number | null);
    try {
      await expect.poll(() => output, { timeout: 30_000 }).toContain('latchkey-server on ');
      const base = `http://127.0.0.1:${port}`;
      expect(output).toMatch(new RegExp(`latchkey-server on http://\\S+:${port}/api/v0\n`));
      // The summary is several writes: a busy machine may hand them over in several chunks.
      await expect.poll(() => output, { timeout: 5_000 }).toContain('  database: PostgreSQL');
      expect(await (await fetch(`${base}/health`)).text()).toBe('ok');
      const ready = await fetch(`${base}/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ ready: true, checks: { database: { ok: true } } });
      // The CLI's default: metrics on; compose leaves the token empty (unset).
      expect((await fetch(`${base}/metrics`)).status).toBe(200);

      const healthcheck = JSON.parse(
        (instructions('HEALTHCHECK')[0] as string).replace(/^.*?CMD\s+/, ''),
      ) as string[];
      const probeEnvironment = { PATH: process.env.PATH ?? '', PORT: String(port) };
      expect(await exitCodeOf(healthcheck, probeEnvironment)).toBe(0);
      expect(readinessProbe[0]).toBe('CMD');
      expect(await exitCodeOf(readinessProbe.slice(1), probeEnvironment)).toBe(0);

      // The database stopped: not ready (the orchestrator stops routing here), yet alive.
      // (within a second or two: /ready reuses a report for LATCHKEY_READY_CACHE_MS, 1 s)
      await postgres.halt();
      await expect
        .poll(() => exitCodeOf(readinessProbe.slice(1), probeEnvironment), { timeout: 10_000 })
        .toBe(1);
      expect(await exitCodeOf(healthcheck, probeEnvironment)).toBe(0);
      await postgres.resume();
      await expect
        .poll(() => exitCodeOf(readinessProbe.slice(1), probeEnvironment), { timeout: 10_000 })
        .toBe(0);

      server.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
      await exited;
    }
  });
});
