import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const cli = fileURLToPath(new URL('../packages/server/dist/esm/cli.js', import.meta.url));

/** Starts `latchkey-server` with these variables; resolves with its printed base URL. */
async function startServer(environment: Record<string, string>) {
  const child = spawn(process.execPath, [cli], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH ?? '', ...environment },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { child, output: () => output };
}

test('latchkey-server starts from environment variables on PGlite, keeps its data, and stops on SIGTERM', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'latchkey-server-cli-'));
  try {
    const environment = {
      LATCHKEY_ENVIRONMENTS: 'acme:pk_acme',
      LATCHKEY_ALLOWED_ORIGINS: 'https://app.acme.example',
      LATCHKEY_DATA_DIR: dataDir,
      PORT: '0',
    };
    const { child, output } = await startServer(environment);
    await expect.poll(output, { timeout: 30_000 }).toContain('latchkey-server on');
    expect(output()).toContain(`database: PGlite in ${dataDir}`);
    const base = /latchkey-server on (\S+)/.exec(output())?.[1] as string;
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v0$/);
    expect(await (await fetch(`${base}/health`)).text()).toBe('ok');
    const sponsorship = await fetch(`${base}/solana/optimizeTransaction`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer pk_acme' },
      body: JSON.stringify({
        environmentId: 'acme',
        solanaTransactionOptimizationRequest: {
          address: '11111111111111111111111111111111',
          transaction: 'AA==',
        },
      }),
    });
    expect(sponsorship.status).toBe(501);
    const foreign = await fetch(`${base}/embedded/users`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(foreign.status).toBe(403);
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);

    // The same folder again: the schema is there, so nothing is migrated twice.
    const again = await startServer(environment);
    await expect.poll(again.output, { timeout: 30_000 }).toContain('latchkey-server on');
    again.child.kill('SIGTERM');
    expect((await once(again.child, 'exit'))[0]).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('latchkey-server names a missing variable and exits 1', async () => {
  const { child, output } = await startServer({});
  const [code] = await once(child, 'exit');
  expect(code).toBe(1);
  expect(output()).toContain('latchkey-server: LATCHKEY_ENVIRONMENTS is required');
});

test('latchkey-server refuses sandbox settings under NODE_ENV=production, saying how to fix each', async () => {
  const { child, output } = await startServer({
    NODE_ENV: 'production',
    LATCHKEY_ENVIRONMENTS: 'sandbox:sandbox-token',
    LATCHKEY_ALLOWED_ORIGINS: '*',
    PORT: '0',
  });
  const [code] = await once(child, 'exit');
  expect(code).toBe(1);
  expect(output()).toContain('latchkey-server: Refusing to start with NODE_ENV=production');
  expect(output()).toContain(
    "Environment sandbox uses the sandbox's public token sandbox-token: give it a token of your own",
  );
  expect(output()).toContain("allowedOrigins '*' lets every site's pages call this server");
  expect(output()).toContain('LATCHKEY_ALLOW_INSECURE=any-origin');
  // Sessions signed with a key the server made itself, under whatever issuer a request names.
  expect(output()).toContain('pass your own (LATCHKEY_SESSION_KEYS');
  expect(output()).toContain('LATCHKEY_SESSION_ISSUER=https://auth.example');
});
