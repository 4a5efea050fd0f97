import { type RunningProductServer, startProductServer } from '@latchkey/sandbox/testing';
import type { Config } from '../config/config.js';
import { createConfig } from '../config/create-config.js';
import type { CreateConnectorsFn } from '../connectors/connector.js';
import { createConnectorList } from '../connectors/create-connector-list.js';
import { createFakeStandardWallet } from '../connectors/fake-standard-wallet.fixture.js';
import { createWalletStandardConnector } from '../connectors/wallet-standard-connector.js';
import { createLogger, type Logger } from '../logger/logger.js';
import { solanaLocalnet } from '../networks/define-solana-network.js';
import { createStorage, type LatchkeyStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import type { AuthOptions } from './auth-options.js';

// The product server (@latchkey/server, in-process on PGlite) and configs with sessions on it,
// each with fake Wallet Standard wallets over real keys.

/** The page the sign-in challenges are issued to (Node's fetch sends no Origin of its own). */
export const TEST_ORIGIN = 'http://localhost:5173';

/** Starts the product server for session tests (`mfa` as `createLatchkeyServer` takes it). */
export function startSessionServer(
  options: { mfa?: Parameters<typeof startProductServer>[0]['mfa'] } = {},
): Promise<RunningProductServer> {
  return startProductServer({
    host: '127.0.0.1',
    port: 0,
    environments: { sandbox: { authToken: 'sandbox-token' } },
    mfa: options.mfa,
  });
}

/** A fetch that sends the page's Origin and records each session call's path. */
export function recordingFetch(calls: string[]): typeof globalThis.fetch {
  return (input, init) => {
    calls.push(new URL(String(input)).pathname.replace(/^\/api\/v0/, ''));
    const headers = new Headers(init?.headers);
    headers.set('Origin', TEST_ORIGIN);
    return globalThis.fetch(input, { ...init, headers });
  };
}

/**
 * A config with sessions on `server`, its wallets ('Alpha', 'Beta'; 'Gamma' with `solana:signIn`;
 * 'Ledger', which cannot sign messages), and the requests it made.
 */
export async function sessionConfig(
  server: Pick<RunningProductServer, 'apiBaseUrl'>,
  storage: LatchkeyStorage = createStorage({ adapter: createMemoryStorageAdapter() }),
  auth: Partial<AuthOptions> = {},
  logger: Logger = createLogger({ level: 'silent' }),
): Promise<{
  config: Config;
  calls: string[];
  storage: LatchkeyStorage;
  /** What each wallet was asked, by name. */
  walletCalls: (name: string) => readonly string[];
}> {
  const calls: string[] = [];
  const wallets = await Promise.all([
    createFakeStandardWallet({ name: 'Alpha' }),
    createFakeStandardWallet({ name: 'Beta' }),
    // Signs in in one step (`solana:signIn`), as Phantom and Solflare do.
    createFakeStandardWallet({
      name: 'Gamma',
      features: [
        'standard:connect',
        'standard:disconnect',
        'standard:events',
        'solana:signTransaction',
        'solana:signMessage',
        'solana:signIn',
      ],
    }),
    createFakeStandardWallet({ name: 'Ledger' }),
  ]);
  const factory: CreateConnectorsFn = (context) => {
    const list = createConnectorList();
    list.set(
      wallets.map(({ wallet }) =>
        createWalletStandardConnector({
          wallet,
          context,
          // A Ledger signs transactions only.
          quirks: wallet.name === 'Ledger' ? { messageSigningUnsupported: true } : {},
        }),
      ),
    );
    return { get: list.get, subscribe: list.subscribe, destroy: () => undefined };
  };
  const config = createConfig({
    networks: [solanaLocalnet({ rpcUrl: 'http://127.0.0.1:1' })],
    storage,
    logger,
    connectors: [factory],
    auth: {
      baseUrl: server.apiBaseUrl,
      environmentId: 'sandbox',
      authToken: 'sandbox-token',
      fetch: recordingFetch(calls),
      ...auth,
    },
  });
  const walletCalls = (name: string) =>
    wallets.find(({ wallet }) => wallet.name === name)?.calls ?? [];
  return { config, calls, storage, walletCalls };
}
