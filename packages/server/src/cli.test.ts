import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_VARIABLES } from './node/server-variables.js';

// The built command, as `npx latchkey-server` runs it: `npm test` builds the packages first
// (alone: `npm run build -w packages/server`).
const cli = fileURLToPath(new URL('../dist/esm/cli.js', import.meta.url));

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** `latchkey-server` in `cwd` with only these variables (and PATH); its output so far. */
function run(cwd: string, variables: Record<string, string>, args: string[] = []) {
  const child: ChildProcess = spawn(process.execPath, [cli, ...args], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH ?? '', ...variables },
  });
  let output = '';
  const append = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  cleanups.push(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
  });
  return { child, exited, output: () => output };
}

async function emptyFolder() {
  const folder = await realpath(await mkdtemp(join(tmpdir(), 'latchkey-cli-')));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  return folder;
}

describe('latchkey-server', { timeout: 60_000 }, () => {
  it('--help lists every variable with its default and an example, and exits 0', async () => {
    const { exited, output } = run(await emptyFolder(), {}, ['--help']);
    expect(await exited).toBe(0);
    expect(output()).not.toContain('is required');
    for (const variable of SERVER_VARIABLES) {
      expect(output()).toContain(`  ${variable.name}\n      ${variable.meaning}\n`);
      expect(output()).toContain(`example: ${variable.example}`);
      if (variable.defaultValue) expect(output()).toContain(`default: ${variable.defaultValue}`);
    }
  });

  it('--new-session-key prints a key set for LATCHKEY_SESSION_KEYS that a production start takes', async () => {
    const { exited, output } = run(await emptyFolder(), {}, ['--new-session-key']);
    expect(await exited).toBe(0);
    const set = JSON.parse(output()) as { keys: Record<string, string>[] };
    expect(set.keys).toEqual([
      expect.objectContaining({
        kty: 'EC',
        crv: 'P-256',
        alg: 'ES256',
        d: expect.any(String),
        kid: expect.stringMatching(/^\d{4}-\d{2}-\d{2}-[0-9a-f]{4}$/),
      }),
    ]);
    const started = run(await emptyFolder(), {
      NODE_ENV: 'production',
      LATCHKEY_ENVIRONMENTS: 'prod:pk_prod_0123456789',
      LATCHKEY_ALLOWED_ORIGINS: 'https://app.acme.example',
      LATCHKEY_SESSION_KEYS: output(),
      LATCHKEY_SESSION_ISSUER: 'https://auth.acme.example',
      PORT: '0',
    });
    await expect.poll(started.output, { timeout: 30_000 }).toMatch(/latchkey-server on \S+\/api/);
    const base = /latchkey-server on (\S+?)\/api/.exec(started.output())?.[1] as string;
    const published = await (await fetch(`${base}/.well-known/jwks.json`)).json();
    expect(published.keys).toEqual([
      expect.objectContaining({ kid: set.keys[0]?.kid, x: set.keys[0]?.x }),
    ]);
    // Public halves only.
    expect(JSON.stringify(published)).not.toContain(set.keys[0]?.d as string);
  });

  it('starts on PGlite in an empty folder with only LATCHKEY_ENVIRONMENTS, and warns that no origin is allowed', async () => {
    const folder = await emptyFolder();
    const { child, exited, output } = run(folder, {
      LATCHKEY_ENVIRONMENTS: 'dev:dev-token',
      PORT: '0',
    });
    await expect.poll(output, { timeout: 30_000 }).toContain('  database: ');
    const base = /latchkey-server on (\S+)/.exec(output())?.[1] as string;
    expect(await (await fetch(`${base}/health`)).text()).toBe('ok');
    expect(output()).toContain(
      [
        '  environments: dev',
        '  allowed origins: none',
        '  embedded wallets: off (set LATCHKEY_ORGANIZATION_ID, LATCHKEY_API_PUBLIC_KEY, LATCHKEY_API_PRIVATE_KEY)',
        '  sponsorship: off (set LATCHKEY_FEE_PAYER_KEY and LATCHKEY_RPC_URL)',
        `  database: PGlite in ${join(folder, '.latchkey', 'server-db')}`,
      ].join('\n'),
    );
    expect(output()).toContain(
      'latchkey-server: warning: no origin is allowed (LATCHKEY_ALLOWED_ORIGINS is empty)',
    );
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('refuses a bad setting before it makes anything, naming the variable and not the password', async () => {
    const folder = await emptyFolder();
    const { exited, output } = run(folder, {
      LATCHKEY_ENVIRONMENTS: 'dev:dev-token',
      DATABASE_URL: 'mysql://root:hunter2@db:3306/app',
    });
    expect(await exited).toBe(1);
    expect(output()).toBe(
      'latchkey-server: DATABASE_URL must be a postgres:// or postgresql:// URL, such as postgres://latchkey:password@db.example:5432/latchkey (percent-encode special characters in the password); got scheme mysql:\n',
    );
    expect(await readdir(folder)).toEqual([]);
  });
});
