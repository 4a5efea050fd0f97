import { describe, expect, it } from 'vitest';
import type { Connector, CreateConnectorsFn } from '../connectors/connector.js';
import { createConnectorList } from '../connectors/create-connector-list.js';
import { createFakeInjectedProvider } from '../connectors/fake-injected-provider.fixture.js';
import { createFakeStandardWallet } from '../connectors/fake-standard-wallet.fixture.js';
import { createInjectedConnector } from '../connectors/injected-connector.js';
import { createWalletStandardConnector } from '../connectors/wallet-standard-connector.js';
import { createPhantomDeepLinkConnector } from '../deeplink/phantom-deep-link.js';
import { LATCHKEY_ERROR__DEEPLINK__NO_PENDING_REQUEST } from '../errors/codes.js';
import { isUserCancellation } from '../errors/user-cancellation-error.js';
import { createLogger } from '../logger/logger.js';
import { solanaLocalnet } from '../networks/define-solana-network.js';
import { createStorage, type LatchkeyStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { createConfig } from './create-config.js';
import {
  LAST_USED_CONNECTOR_STORAGE_KEY,
  RECENT_CONNECTOR_STORAGE_KEY,
} from './create-connections.js';

const logger = createLogger({ level: 'silent' });

/** A discovery mechanism that yields the given connectors, now or later. */
function listOf(build: (context: Parameters<CreateConnectorsFn>[0]) => Connector[], delayMs = 0) {
  const factory: CreateConnectorsFn = (context) => {
    const list = createConnectorList();
    const timer = setTimeout(() => list.set(build(context)), delayMs);
    if (delayMs === 0) {
      clearTimeout(timer);
      list.set(build(context));
    }
    return { get: list.get, subscribe: list.subscribe, destroy: () => clearTimeout(timer) };
  };
  return factory;
}

function configWith(
  connectors: CreateConnectorsFn[],
  storage: LatchkeyStorage = createStorage({ adapter: createMemoryStorageAdapter() }),
  reconnectTimeoutMs = 500,
) {
  return createConfig({
    networks: [solanaLocalnet()],
    storage,
    logger,
    connectors,
    reconnectTimeoutMs,
  });
}

async function until(check: () => boolean, timeoutMs = 2000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('config connections', () => {
  it('lists a wallet found both ways once, preferring the Wallet Standard one', async () => {
    const fake = await createFakeStandardWallet({ name: 'Phantom' });
    const injectedFake = await createFakeInjectedProvider();
    const config = configWith([
      listOf((context) => [
        createWalletStandardConnector({ wallet: fake.wallet, context, walletBookKey: 'phantom' }),
      ]),
      listOf((context) => [
        createInjectedConnector({
          provider: injectedFake.provider,
          context,
          walletBookKey: 'phantom',
          name: 'Phantom',
        }),
        createInjectedConnector({
          provider: injectedFake.provider,
          context,
          walletBookKey: 'solflare',
          name: 'Solflare',
        }),
      ]),
    ]);
    expect(config.store.getState().wallets).toEqual([]); // nothing before the client starts
    await config.restore();
    expect(config.store.getState().wallets.map((wallet) => wallet.id)).toEqual([
      'wallet-standard:Phantom',
      'injected:solflare',
    ]);
  });

  it('hides the Phantom deep link when the Phantom extension is reachable', async () => {
    const fake = await createFakeStandardWallet({ name: 'Phantom' });
    const page = { getUrl: () => 'https://app.example/', replaceUrl() {}, navigate() {} };
    const deepLink = listOf((context) => [
      createPhantomDeepLinkConnector(
        { storage: createStorage({ adapter: createMemoryStorageAdapter() }), page },
        context,
      ),
    ]);
    const withExtension = configWith([
      listOf((context) => [
        createWalletStandardConnector({ wallet: fake.wallet, context, walletBookKey: 'phantom' }),
      ]),
      deepLink,
    ]);
    await withExtension.restore();
    expect(withExtension.store.getState().wallets.map((wallet) => wallet.id)).toEqual([
      'wallet-standard:Phantom',
    ]);
    const phoneOnly = configWith([deepLink]);
    await phoneOnly.restore();
    expect(phoneOnly.store.getState().wallets.map((wallet) => wallet.id)).toEqual([
      'deep-link:phantom',
    ]);
  });

  it("puts a deep link's answer in the store and emits it, even one read before anyone listened", async () => {
    const page = {
      url: 'https://app.example/pay?data=3xyz&nonce=4abc',
      getUrl: () => page.url,
      replaceUrl(url: string) {
        page.url = url;
      },
      navigate() {},
    };
    const storage = createStorage({ adapter: createMemoryStorageAdapter() });
    const connector = createPhantomDeepLinkConnector(
      { storage, page },
      {
        getNetwork: () => solanaLocalnet(),
        logger,
      },
    );
    await connector.ready(); // consumed before the config exists
    const config = configWith([listOf(() => [connector])]);
    const emitted: unknown[] = [];
    config.emitter.on('redirectResult', (result) => emitted.push(result));
    await config.restore();
    const result = config.store.getState().redirectResult;
    expect(result?.error?.code).toBe(LATCHKEY_ERROR__DEEPLINK__NO_PENDING_REQUEST);
    expect(emitted).toEqual([result]);
    expect(page.url).toBe('https://app.example/pay');
  });

  it('connects, follows account switches, and clears when the wallet revokes the site', async () => {
    const fake = await createFakeStandardWallet();
    const storage = createStorage({ adapter: createMemoryStorageAdapter() });
    const config = configWith(
      [listOf((context) => [createWalletStandardConnector({ wallet: fake.wallet, context })])],
      storage,
    );
    await config.restore();
    await config.connect('wallet-standard:Fake Wallet');
    expect(config.store.getState()).toMatchObject({
      status: 'connected',
      address: fake.signers[0]?.address,
      connectorId: 'wallet-standard:Fake Wallet',
    });
    expect(await storage.getItem(RECENT_CONNECTOR_STORAGE_KEY)).toBe('wallet-standard:Fake Wallet');
    fake.switchAccount();
    expect(config.store.getState().address).toBe(fake.signers[1]?.address);
    fake.revoke();
    expect(config.store.getState()).toMatchObject({ status: 'disconnected', address: undefined });
    await until(() => true);
    expect(await storage.getItem(RECENT_CONNECTOR_STORAGE_KEY)).toBeUndefined();
  });

  it('remembers the wallet used last after a disconnect, and reads it back on restore', async () => {
    const fake = await createFakeStandardWallet();
    const storage = createStorage({ adapter: createMemoryStorageAdapter() });
    const connectors = [
      listOf((context) => [createWalletStandardConnector({ wallet: fake.wallet, context })]),
    ];
    const config = configWith(connectors, storage);
    await config.restore();
    expect(config.store.getState().lastUsedConnectorId).toBeUndefined();
    await config.connect('wallet-standard:Fake Wallet');
    await config.disconnect();
    expect(config.store.getState().lastUsedConnectorId).toBe('wallet-standard:Fake Wallet');
    expect(await storage.getItem(RECENT_CONNECTOR_STORAGE_KEY)).toBeUndefined();
    expect(await storage.getItem(LAST_USED_CONNECTOR_STORAGE_KEY)).toBe(
      'wallet-standard:Fake Wallet',
    );
    const reloaded = configWith(connectors, storage);
    expect(reloaded.store.getState().lastUsedConnectorId).toBeUndefined();
    await reloaded.restore();
    expect(reloaded.store.getState()).toMatchObject({
      status: 'disconnected',
      lastUsedConnectorId: 'wallet-standard:Fake Wallet',
    });
  });

  it('keeps an existing connection when connecting another wallet is cancelled', async () => {
    const good = await createFakeStandardWallet({ name: 'Good' });
    const rejecting = await createFakeStandardWallet({
      name: 'Rejecting',
      fail: { connect: Object.assign(new Error('User rejected the request.'), { code: 4001 }) },
    });
    const config = configWith([
      listOf((context) => [
        createWalletStandardConnector({ wallet: good.wallet, context }),
        createWalletStandardConnector({ wallet: rejecting.wallet, context }),
      ]),
    ]);
    await config.restore();
    await config.connect('wallet-standard:Good');
    const error = await config.connect('wallet-standard:Rejecting').catch((e: unknown) => e);
    expect(isUserCancellation(error)).toBe(true);
    expect(config.store.getState()).toMatchObject({
      status: 'connected',
      connectorId: 'wallet-standard:Good',
    });
  });

  it('reconnects the last wallet silently after a reload, even one that registers late', async () => {
    const fake = await createFakeStandardWallet();
    const storage = createStorage({ adapter: createMemoryStorageAdapter() });
    const first = configWith(
      [listOf((context) => [createWalletStandardConnector({ wallet: fake.wallet, context })])],
      storage,
    );
    await first.restore();
    await first.connect('wallet-standard:Fake Wallet');
    fake.calls.length = 0;

    // The page reloads; the wallet registers 100 ms after the app starts.
    const second = configWith(
      [listOf((context) => [createWalletStandardConnector({ wallet: fake.wallet, context })], 100)],
      storage,
    );
    const statuses: string[] = [];
    second.store.subscribe((state) => statuses.push(state.status));
    await second.restore();
    expect(second.store.getState()).toMatchObject({
      status: 'connected',
      address: fake.signers[0]?.address,
    });
    expect(statuses).toContain('reconnecting');
    expect(fake.calls).toEqual(['connect']);
  });

  it('clears the state and forgets the wallet when the silent reconnect finds no accounts', async () => {
    const fake = await createFakeStandardWallet();
    const storage = createStorage({ adapter: createMemoryStorageAdapter() });
    await storage.setItem(RECENT_CONNECTOR_STORAGE_KEY, 'wallet-standard:Fake Wallet');
    const config = configWith(
      [listOf((context) => [createWalletStandardConnector({ wallet: fake.wallet, context })])],
      storage,
    );
    await config.restore();
    expect(config.store.getState().status).toBe('disconnected');
    expect(await storage.getItem(RECENT_CONNECTOR_STORAGE_KEY)).toBeUndefined();
  });

  it('does not reconnect after the user disconnected', async () => {
    const fake = await createFakeStandardWallet();
    const storage = createStorage({ adapter: createMemoryStorageAdapter() });
    const first = configWith(
      [listOf((context) => [createWalletStandardConnector({ wallet: fake.wallet, context })])],
      storage,
    );
    await first.restore();
    await first.connect('wallet-standard:Fake Wallet');
    await first.disconnect();
    expect(first.store.getState().status).toBe('disconnected');
    fake.calls.length = 0;

    const second = configWith(
      [listOf((context) => [createWalletStandardConnector({ wallet: fake.wallet, context })])],
      storage,
    );
    await second.restore();
    expect(second.store.getState().status).toBe('disconnected');
    expect(fake.calls).toEqual([]);
  });

  it('gives up waiting for a wallet that never appears, without a prompt', async () => {
    const storage = createStorage({ adapter: createMemoryStorageAdapter() });
    await storage.setItem(RECENT_CONNECTOR_STORAGE_KEY, 'wallet-standard:Gone');
    const config = configWith([listOf(() => [])], storage, 50);
    await config.restore();
    expect(config.store.getState().status).toBe('disconnected');
  });
});
