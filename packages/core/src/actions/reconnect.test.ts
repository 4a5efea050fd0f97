import { describe, expect, it } from 'vitest';
import { configWith, listOf } from '../config/wallet-discovery.fixture.js';
import { RECENT_CONNECTOR_STORAGE_KEY } from '../config/wallet-storage-keys.js';
import { createFakeStandardWallet } from '../connectors/fake-standard-wallet.fixture.js';
import { createWalletStandardConnector } from '../connectors/wallet-standard-connector.js';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';

describe('reconnect', () => {
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
