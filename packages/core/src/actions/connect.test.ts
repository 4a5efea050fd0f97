import { describe, expect, it } from 'vitest';
import { createConfig } from '../config/create-config.js';
import { configWith, listOf, until } from '../config/wallet-discovery.fixture.js';
import {
  LAST_USED_CONNECTOR_STORAGE_KEY,
  RECENT_CONNECTOR_STORAGE_KEY,
} from '../config/wallet-storage-keys.js';
import type { CreateConnectorsFn } from '../connectors/connector.js';
import { createConnectorList } from '../connectors/create-connector-list.js';
import { createFakeStandardWallet } from '../connectors/fake-standard-wallet.fixture.js';
import { createWalletStandardConnector } from '../connectors/wallet-standard-connector.js';
import { LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { isUserCancellation } from '../errors/user-cancellation-error.js';
import { createLogger } from '../logger/logger.js';
import { solanaDevnet, solanaLocalnet } from '../networks/define-solana-network.js';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { connect } from './connect.js';
import { disconnect } from './disconnect.js';
import { switchNetwork } from './switch-network.js';

async function configWithWallet() {
  const wallet = await createFakeStandardWallet();
  const discovery: CreateConnectorsFn = (context) => {
    const list = createConnectorList();
    list.set([createWalletStandardConnector({ wallet: wallet.wallet, context })]);
    return { get: list.get, subscribe: list.subscribe, destroy: () => undefined };
  };
  const storage = createStorage({ adapter: createMemoryStorageAdapter() });
  const config = createConfig({
    networks: [solanaLocalnet({ rpcUrl: 'http://127.0.0.1:8899' }), solanaDevnet()],
    connectors: [discovery],
    storage,
    logger: createLogger({ level: 'silent' }),
  });
  await config.restore();
  return { config, storage };
}

describe('connect, disconnect and switchNetwork as actions', () => {
  it('connects by id, remembers the wallet, and forgets it on disconnect', async () => {
    const { config, storage } = await configWithWallet();
    const { accounts } = await connect(config, { connector: 'wallet-standard:Fake Wallet' });
    expect(accounts).toHaveLength(1);
    expect(config.store.getState()).toMatchObject({ status: 'connected', address: accounts[0] });
    expect(await storage.getItem('recentConnectorId')).toBe('wallet-standard:Fake Wallet');
    await disconnect(config);
    expect(config.store.getState()).toMatchObject({ status: 'disconnected', address: undefined });
    expect(await storage.getItem('recentConnectorId')).toBeUndefined();
  });

  it("refuses a wallet it does not know with 'Solana wallet not found'", async () => {
    const { config } = await configWithWallet();
    const error = await connect(config, { connector: 'wallet-standard:Nope' }).catch(
      (e: unknown) => e,
    );
    expect(isLatchkeyError(error, LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND)).toBe(true);
    expect(config.store.getState().status).toBe('disconnected');
  });

  it('switches to an enabled network and keeps it; refuses one that is not enabled', async () => {
    const { config } = await configWithWallet();
    const network = await switchNetwork(config, { networkId: 103 });
    expect(network.networkId).toBe(103);
    expect(config.store.getState().networkId).toBe(103);
    expect(config.getNetwork().networkId).toBe(103);
    const error = await switchNetwork(config, { networkId: 101 }).catch((e: unknown) => e);
    expect((error as Error).message).toBe('Chain with id 101 not found');
    expect(config.getNetwork().networkId).toBe(103);
  });
});

describe('connect through the config', () => {
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
});
