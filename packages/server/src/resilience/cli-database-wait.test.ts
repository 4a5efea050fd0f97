import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../../../scripts/test-postgres.js';

// The built command, as `npx latchkey-server` runs it: `npm test` builds the packages first
// (alone: `npm run build -w packages/server`).
const cli = fileURLToPath(new URL('../../dist/esm/cli.js', import.meta.url));

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startTestPostgres();
}, 60_000);
afterAll(async () => {
  await postgres?.stop();
});

const children: { child: ChildProcess; exited: Promise<number | null> }[] = [];
afterEach(async () => {
  for (const { child, exited } of children.splice(0)) {
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
  }
});

/** `latchkey-server` on this PostgreSQL with these variables; its output so far. */
function run(variables: Record<string, string>) {
  const child = spawn(process.execPath, [cli], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      LATCHKEY_ENVIRONMENTS: 'dev:dev-token',
      PORT: '0',
      DATABASE_URL: postgres.url,
      ...variables,
    },
  });
  let output = '';
  const append = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  children.push({ child, exited });
  return { child, exited, output: () => output };
}

describe('latchkey-server started while PostgreSQL is down', { timeout: 60_000 }, () => {
  it('waits for it, saying what it waits for, and serves once it is up', async () => {
    await postgres.halt();
    const { child, exited, output } = run({});
    const port = new URL(postgres.url).port;
    await expect
      .poll(output, { timeout: 20_000 })
      .toContain(`latchkey-server: waiting for PostgreSQL at 127.0.0.1:${port}/postgres (`);
    expect(output()).toMatch(/ECONNREFUSED.*; retrying in 0\.25 s/);
    await postgres.resume();
    await expect.poll(output, { timeout: 20_000 }).toContain('  database: ');
    const base = /latchkey-server on (\S+)/.exec(output())?.[1] as string;
    expect((await fetch(`${base}/health`)).status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('gives up after LATCHKEY_DB_STARTUP_WAIT_MS naming the database, and names a malformed LATCHKEY_DB_* variable', async () => {
    await postgres.halt();
    const gaveUp = run({ LATCHKEY_DB_STARTUP_WAIT_MS: '1500' });
    expect(await gaveUp.exited).toBe(1);
    expect(gaveUp.output()).toMatch(
      /latchkey-server: PostgreSQL at 127\.0\.0\.1:\d+\/postgres did not answer within 1\.5 s: .*ECONNREFUSED/,
    );
    await postgres.resume();
    const malformed = run({ LATCHKEY_DB_LOCK_TIMEOUT_MS: '1s' });
    expect(await malformed.exited).toBe(1);
    expect(malformed.output()).toContain(
      'latchkey-server: LATCHKEY_DB_LOCK_TIMEOUT_MS must be a positive whole number; got 1s\n',
    );
  });
});
