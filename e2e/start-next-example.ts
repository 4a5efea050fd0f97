import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { freePort } from './free-port.js';

const exampleDir = fileURLToPath(new URL('../apps/next-example/', import.meta.url));
const nextBin = createRequire(join(exampleDir, 'package.json')).resolve('next/dist/bin/next');

/**
 * A running Next example.
 *
 * @example
 * ```ts
 * const app: RunningNextExample = await startNextExample('start', variables);
 * ```
 */
export interface RunningNextExample {
  /** Its origin, such as http://127.0.0.1:41237. */
  readonly url: string;
  /** Stops Next and everything it started, removes its database; resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * `next build` in apps/next-example, production mode; returns how long it took, in seconds.
 *
 * @example
 * ```ts
 * console.log(`next build: ${(await buildNextExample()).toFixed(1)} s`);
 * ```
 */
export async function buildNextExample(): Promise<number> {
  const started = performance.now();
  // Asynchronously: a worker blocked for the build's seconds would miss the sandbox closing its
  // idle keep-alive sockets, and its next request would go out on a dead one.
  await promisify(execFile)(process.execPath, [nextBin, 'build'], {
    cwd: exampleDir,
    // Playwright's workers run with NODE_ENV=test, which would mix React's builds.
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { message: string; stdout?: string; stderr?: string }) => {
    // Next prints why (a type error's file and line) on stdout: keep it in the failure.
    throw new Error(
      `${error.message}\n${String(error.stdout ?? '').slice(-4000)}\n${String(error.stderr ?? '').slice(-4000)}`,
    );
  });
  return (performance.now() - started) / 1000;
}

/**
 * Starts the example on a free port of 127.0.0.1: `start` serves the last `next build`, `dev`
 * compiles on demand with React's development build. `variables(url)` is its whole environment
 * beside PATH (the process's own variables win over the example's .env, so set every one it
 * sets). Its product server keeps its PGlite database in a fresh folder of its own
 * (`LATCHKEY_DATA_DIR`): two processes must never open one. Resolves once its route handler
 * answers `GET /api/latchkey/health`.
 *
 * @throws {Error} with Next's output when it does not answer within 60 s.
 * @example
 * ```ts
 * const app = await startNextExample('start', (url) => ({ LATCHKEY_ALLOWED_ORIGINS: url }));
 * await app.stop();
 * ```
 */
export async function startNextExample(
  command: 'start' | 'dev',
  variables: (url: string) => Record<string, string>,
): Promise<RunningNextExample> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'latchkey-next-example-'));
  const child = spawn(
    process.execPath,
    [nextBin, command, '--port', `${port}`, '-H', '127.0.0.1'],
    {
      cwd: exampleDir,
      // Its own process group, so stop() ends Next and anything it started.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: command === 'dev' ? 'development' : 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        ...variables(url),
        LATCHKEY_DATA_DIR: dataDir,
      },
    },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await expect
      .poll(
        async () => (await fetch(`${url}/api/latchkey/health`).catch(() => undefined))?.status,
        { timeout: 60_000, message: `next ${command} did not answer` },
      )
      .toBe(200);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return { url, stop };
}
