import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SANDBOX_EPHEMERAL_PORTS, startSandbox } from '@latchkey/sandbox';
import { createKeyPairSignerFromPrivateKeyBytes, getBase58Encoder } from '@solana/kit';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.js';
import { openDatabase } from '../database/open-database.js';
import { checkRpcReachable } from './check-rpc-reachable.js';
import { readServerEnvironment } from './read-server-environment.js';
import { startLatchkeyServer } from './start-latchkey-server.js';
import { startOnce } from './start-once.js';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function emptyFolder() {
  const folder = await mkdtemp(join(tmpdir(), 'latchkey-start-'));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  return folder;
}

describe('startLatchkeyServer', { timeout: 60_000 }, () => {
  it('starts on PGlite in a folder whose parents do not exist, and says what it runs with', {
    timeout: 60_000,
  }, async () => {
    const dataDir = join(await emptyFolder(), '.latchkey', 'server-db');
    const settings = await readServerEnvironment({
      LATCHKEY_ENVIRONMENTS: 'dev:dev-token',
      LATCHKEY_DATA_DIR: dataDir,
    });
    const { server, summary, warnings } = await startLatchkeyServer(settings, {
      production: false,
    });
    cleanups.push(() => server.close());
    expect(await (await server.fetch(new Request('http://x/api/v0/health'))).text()).toBe('ok');
    expect((await stat(join(dataDir, 'PG_VERSION'))).isFile()).toBe(true);
    expect(summary).toEqual([
      'environments: dev',
      'allowed origins: none',
      'embedded wallets: off (set LATCHKEY_ORGANIZATION_ID, LATCHKEY_API_PUBLIC_KEY, LATCHKEY_API_PRIVATE_KEY)',
      'sponsorship: off (set LATCHKEY_FEE_PAYER_KEY and LATCHKEY_RPC_URL)',
      `database: PGlite in ${dataDir}`,
    ]);
    expect(warnings).toEqual([
      "no origin is allowed (LATCHKEY_ALLOWED_ORIGINS is empty), so every browser call is refused with 403 ORIGIN_NOT_ALLOWED: list your app's origins, such as LATCHKEY_ALLOWED_ORIGINS=https://app.acme.example",
    ]);
  });

  it('refuses production with a plain-http RPC before it makes a folder, naming the origin and not the API key', {
    timeout: 60_000,
  }, async () => {
    const seed = crypto.getRandomValues(new Uint8Array(32));
    const feePayer = await createKeyPairSignerFromPrivateKeyBytes(seed);
    const folder = await emptyFolder();
    const settings = await readServerEnvironment({
      LATCHKEY_ENVIRONMENTS: 'acme:pk_acme',
      LATCHKEY_ALLOWED_ORIGINS: 'https://app.acme.example',
      LATCHKEY_FEE_PAYER_KEY: JSON.stringify([
        ...seed,
        ...getBase58Encoder().encode(feePayer.address),
      ]),
      LATCHKEY_RPC_URL: 'http://rpc.acme.internal:8899/?api-key=rpc-secret',
      LATCHKEY_DATA_DIR: join(folder, 'server-db'),
    });
    const refused = await startLatchkeyServer(settings, { production: true }).catch(
      (error: Error) => error,
    );
    expect(refused).toMatchObject({ name: 'ServerConfigurationError' });
    expect((refused as Error).message).toContain(
      'The RPC URL http://rpc.acme.internal:8899 is plain http',
    );
    expect((refused as Error).message).not.toContain('rpc-secret');
    expect(await readdir(folder)).toEqual([]);
  });

  it('closes the database of a start the server refuses, and a retry through startOnce starts in the same folder', {
    timeout: 60_000,
  }, async () => {
    const variables: Record<string, string> = {
      LATCHKEY_ENVIRONMENTS: 'dev:dev-token',
      LATCHKEY_ALLOWED_ORIGINS: 'http://localhost:3000',
      LATCHKEY_DATA_DIR: join(await emptyFolder(), 'server-db'),
      // Read as a list of proxies; createLatchkeyServer refuses it after the database is open.
      LATCHKEY_TRUST_PROXY: 'not-an-address',
    };
    const closed: string[] = [];
    const latchkey = startOnce(async () =>
      startLatchkeyServer(await readServerEnvironment(variables), {
        production: false,
        openDatabase: async (settings): Promise<Database> => {
          const database = await openDatabase(settings);
          return {
            ...database,
            close: async () => {
              closed.push(database.kind);
              await database.close();
            },
          };
        },
      }),
    );
    await expect(latchkey()).rejects.toMatchObject({
      name: 'ServerConfigurationError',
      message: expect.stringContaining('not-an-address'),
    });
    expect(closed).toEqual(['pglite']);
    variables.LATCHKEY_TRUST_PROXY = '1';
    const { server, warnings } = await latchkey();
    cleanups.push(() => server.close());
    expect(warnings).toEqual([]);
    expect(await (await server.fetch(new Request('http://x/api/v0/health'))).text()).toBe('ok');
    expect((await latchkey()).server).toBe(server);
  });

  it('names the fee payer and asks the RPC once: up is silent, down a warning naming its host alone', {
    timeout: 60_000,
  }, async () => {
    const sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS });
    cleanups.push(() => sandbox.stop());
    const seed = crypto.getRandomValues(new Uint8Array(32));
    const feePayer = await createKeyPairSignerFromPrivateKeyBytes(seed);
    const settings = await readServerEnvironment({
      LATCHKEY_ENVIRONMENTS: 'dev:dev-token',
      LATCHKEY_ALLOWED_ORIGINS: '*',
      LATCHKEY_FEE_PAYER_KEY: JSON.stringify([
        ...seed,
        ...getBase58Encoder().encode(feePayer.address),
      ]),
      LATCHKEY_RPC_URL: sandbox.urls.rpc,
      LATCHKEY_DATA_DIR: join(await emptyFolder(), 'server-db'),
    });
    const { server, summary, warnings } = await startLatchkeyServer(settings, {
      production: false,
    });
    cleanups.push(() => server.close());
    const rpcHost = new URL(sandbox.urls.rpc).host;
    expect(summary).toContain(`sponsorship: on, fee payer ${feePayer.address} (RPC ${rpcHost})`);
    expect(summary).toContain('allowed origins: any (*)');
    expect(warnings).toEqual([]);

    // A port nobody listens on: refused at once.
    const probe = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => probe.once('listening', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise((resolve) => probe.close(resolve));
    expect(await checkRpcReachable(`http://127.0.0.1:${port}/?api-key=rpc-secret`)).toBe(
      `LATCHKEY_RPC_URL (127.0.0.1:${port}) could not be reached (ECONNREFUSED); sponsorship answers 502 RPC_ERROR until it is up`,
    );
  });
});
