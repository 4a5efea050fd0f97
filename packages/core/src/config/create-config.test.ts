import { describe, expect, it, vi } from 'vitest';
import { LATCHKEY_ERROR__NETWORK__NO_ENABLED_NETWORKS } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { createLogger } from '../logger/logger.js';
import { solanaDevnet, solanaLocalnet } from '../networks/define-solana-network.js';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import type { StorageAdapter } from '../storage/storage-adapter.js';
import { createConfig } from './create-config.js';

describe('createConfig', () => {
  it('starts disconnected on the first enabled network', () => {
    const config = createConfig({ appName: 'Acme', networks: [solanaLocalnet(), solanaDevnet()] });
    expect(config.store.getState()).toEqual({
      status: 'disconnected',
      networkId: 104,
      address: undefined,
      accounts: [],
      connectorId: undefined,
      wallets: [],
      redirectResult: undefined,
      lastUsedConnectorId: undefined,
      restored: false,
      sessionLoading: false,
    });
    expect(config.appName).toBe('Acme');
  });

  it("shows a connector's session loading in the store", async () => {
    let report: ((loading: boolean) => void) | undefined;
    const config = createConfig({
      networks: [solanaLocalnet()],
      connectors: [
        (context) => {
          report = (loading) => context.setSessionLoading?.(loading);
          return { get: () => [], subscribe: () => () => undefined, destroy: () => undefined };
        },
      ],
    });
    await config.restore();
    report?.(true);
    expect(config.store.getState().sessionLoading).toBe(true);
    report?.(false);
    expect(config.store.getState().sessionLoading).toBe(false);
  });

  it('rejects a config with no enabled networks', () => {
    expect(() => createConfig({ networks: [] })).toThrow('No enabled networks');
    try {
      createConfig({ networks: [solanaDevnet({ enabled: false })] });
    } catch (error) {
      expect(isLatchkeyError(error, LATCHKEY_ERROR__NETWORK__NO_ENABLED_NETWORKS)).toBe(true);
    }
  });

  it('keeps the store in step with network switches and restores them after a reload', async () => {
    const storage = createStorage({ adapter: createMemoryStorageAdapter() });
    const networks = [solanaLocalnet(), solanaDevnet()];
    const first = createConfig({ networks, storage });
    const seen = vi.fn();
    first.store.subscribe((state) => seen(state.networkId));
    await first.switchNetwork(103);
    expect(seen).toHaveBeenCalledWith(103);

    const reloaded = createConfig({ networks, storage });
    expect(reloaded.store.getState().networkId).toBe(104);
    await reloaded.restore();
    expect(reloaded.store.getState()).toMatchObject({ networkId: 103, restored: true });
  });

  it('still finishes restoring when storage fails, and logs why', async () => {
    const broken: StorageAdapter = {
      getItem: () => Promise.reject(new Error('quota')),
      setItem: () => undefined,
      removeItem: () => undefined,
      keys: () => [],
    };
    const error = vi.fn();
    const config = createConfig({
      networks: [solanaDevnet()],
      storage: createStorage({ adapter: broken }),
      logger: createLogger({ sink: { ...console, error } }),
    });
    await config.restore();
    expect(config.store.getState().restored).toBe(true);
    expect(error).toHaveBeenCalledOnce();
  });
});
