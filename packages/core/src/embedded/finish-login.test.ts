import { describe, expect, it } from 'vitest';
import { type Config, createConfig } from '../config/create-config.js';
import type { CustodySession } from '../custody/create-custody-session.js';
import { createLogger } from '../logger/logger.js';
import { solanaLocalnet } from '../networks/define-solana-network.js';
import { createProductApiClient } from '../product-api/create-product-api-client.js';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { createEmbeddedWallet } from './create-embedded-wallet.js';
import type { EmbeddedWalletUser } from './embedded-wallet-user.js';
import { connectAfterLogin, rememberUser } from './finish-login.js';

// A login ends here (passkey and frame ceremonies need a browser: e2e/embedded-passkey.spec.ts).

const productApi = createProductApiClient({
  baseUrl: 'http://127.0.0.1:1/api/v0',
  environmentId: 'sandbox',
});
const address = '7eUECY6An6uBawAFR9wRvK9hiYUQKJLQHKRuLasCsFH8';
const user: EmbeddedWalletUser = {
  organizationId: 'sub-org',
  userId: 'user',
  verifiedCredentials: [
    {
      id: 'w:solana',
      address,
      chain: 'solana',
      walletName: 'turnkeyhd',
      walletProperties: { turnkeySubOrganizationId: 'sub-org', isSessionKeyCompatible: true },
    },
  ],
};

async function setUp(register: boolean) {
  const storage = createStorage({ adapter: createMemoryStorageAdapter() });
  let config: Config | undefined;
  const wallet = createEmbeddedWallet({
    appName: 'Acme',
    organizationId: 'org',
    productApi,
    storage,
    ...(register ? { config: () => config as Config } : {}),
  });
  config = createConfig({
    networks: [solanaLocalnet()],
    storage,
    logger: createLogger({ level: 'silent' }),
    reconnect: false,
    connectors: [wallet.connectors],
  });
  await config.restore();
  return { wallet, config };
}

describe('the end of a login', () => {
  it("connects the user's wallet on the config the wallet was given", async () => {
    const { wallet, config } = await setUp(true);
    await connectAfterLogin(wallet, await rememberUser(wallet, user), undefined);
    expect(config.store.getState()).toMatchObject({
      status: 'connected',
      connectorId: `embedded:${address}`,
      address,
    });
  });

  it('connects on the config the login names, and on none without one (the caller connects)', async () => {
    const { wallet, config } = await setUp(false);
    await connectAfterLogin(wallet, await rememberUser(wallet, user), undefined);
    expect(config.store.getState().status).toBe('disconnected');
    await config.connect(wallet.connectorIdOf(user));
    expect(config.store.getState().connectorId).toBe(`embedded:${address}`);

    const other = await setUp(false);
    await connectAfterLogin(other.wallet, await rememberUser(other.wallet, user), other.config);
    expect(other.config.store.getState().connectorId).toBe(`embedded:${address}`);
  });

  it("hands the login's one session to the connectors: they sign with it, and end it", async () => {
    const { wallet, config } = await setUp(false);
    const calls: string[] = [];
    const session = {
      run: async () => {
        calls.push('run');
        throw new Error("stamped by the login's session");
      },
      end: async () => {
        calls.push('end');
      },
    } as unknown as CustodySession;
    await rememberUser(wallet, user, session);
    expect(wallet.state).toMatchObject({ phase: 'signedIn', user, session });
    await config.connect(wallet.connectorIdOf(user));
    const [connector] = wallet.state.connectorList.get();
    // No view asks here: the call says so, and goes straight to the session.
    await expect(connector?.signMessage('hi', { confirm: false })).rejects.toThrow(
      "stamped by the login's session",
    );
    await config.disconnect();
    expect(calls).toEqual(['run', 'end']);
    expect(wallet.state).toMatchObject({ phase: 'signedOut', session: undefined });
  });
});
