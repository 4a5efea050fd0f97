import { describe, expect, it, vi } from 'vitest';
import {
  LATCHKEY_ERROR__NETWORK__CHAIN_NOT_FOUND,
  LATCHKEY_ERROR__NETWORK__NO_ENABLED_NETWORKS,
  LATCHKEY_ERROR__NETWORK__RPC_URL_MISSING,
} from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { createEmitter } from '../events/create-emitter.js';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import {
  createNetworkSelection,
  type NetworkEvents,
  SELECTED_NETWORK_STORAGE_KEY,
} from './create-network-selection.js';
import {
  defineSolanaNetwork,
  solanaDevnet,
  solanaLocalnet,
  solanaMainnet,
  solanaTestnet,
} from './define-solana-network.js';
import { clusterFromGenesisHash, SOLANA_GENESIS_HASHES } from './genesis-hashes.js';
import { getRpcUrl, getWsUrl } from './get-rpc-url.js';
import { DEFAULT_CLUSTER, DEFAULT_COMMITMENT } from './solana-network.js';

function expectCode(run: () => unknown, code: number, message: string) {
  try {
    run();
  } catch (error) {
    expect(isLatchkeyError(error)).toBe(true);
    expect((error as { code: number }).code).toBe(code);
    expect((error as Error).message).toBe(message);
    return;
  }
  throw new Error('expected a LatchkeyError');
}

describe('networks', () => {
  it('maps the known genesis hashes to their clusters', () => {
    expect(clusterFromGenesisHash('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d')).toBe(
      'mainnet-beta',
    );
    expect(clusterFromGenesisHash('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY')).toBe('testnet');
    expect(clusterFromGenesisHash('EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG')).toBe('devnet');
    expect(clusterFromGenesisHash('11111111111111111111111111111111')).toBeUndefined();
  });

  it('defaults to mainnet-beta and confirmed', () => {
    expect(DEFAULT_CLUSTER).toBe('mainnet-beta');
    expect(DEFAULT_COMMITMENT).toBe('confirmed');
    expect(defineSolanaNetwork({ networkId: 900 }).cluster).toBe('mainnet-beta');
  });

  it('derives the cluster, chain id and name from a known genesis hash', () => {
    const network = defineSolanaNetwork({
      networkId: 7,
      genesisHash: SOLANA_GENESIS_HASHES.devnet,
    });
    expect(network).toMatchObject({
      cluster: 'devnet',
      chainId: 'solana:devnet',
      name: 'Solana Devnet',
    });
    expect(Object.isFrozen(network)).toBe(true);
  });

  it('presets carry every entity field', () => {
    for (const [network, id, cluster] of [
      [solanaMainnet(), 101, 'mainnet-beta'],
      [solanaTestnet(), 102, 'testnet'],
      [solanaDevnet(), 103, 'devnet'],
      [solanaLocalnet(), 104, 'localnet'],
    ] as const) {
      expect(network.networkId).toBe(id);
      expect(network.cluster).toBe(cluster);
      expect(Object.keys(network).sort()).toEqual(
        [
          'blockExplorerUrls',
          'chainId',
          'cluster',
          'enabled',
          'genesisHash',
          'name',
          'networkId',
          'rpcUrl',
          'wsUrl',
        ].sort(),
      );
      expect(network.blockExplorerUrls.length).toBeGreaterThan(0);
    }
    expect(solanaMainnet().chainId).toBe('solana:mainnet');
    expect(solanaMainnet({ rpcUrl: 'https://rpc.example' }).rpcUrl).toBe('https://rpc.example');
  });

  it("requires an rpcUrl ('No rpcUrl') and derives the socket URL", () => {
    expectCode(
      () => getRpcUrl(defineSolanaNetwork({ networkId: 1 })),
      LATCHKEY_ERROR__NETWORK__RPC_URL_MISSING,
      'No rpcUrl',
    );
    expect(getWsUrl(solanaLocalnet())).toBe('ws://127.0.0.1:8900/');
    expect(getWsUrl(solanaMainnet())).toBe('wss://api.mainnet-beta.solana.com/');
    expect(getWsUrl(solanaLocalnet({ wsUrl: 'ws://x:1' }))).toBe('ws://x:1');
  });
});

describe('createNetworkSelection', () => {
  const setup = (
    networks = [solanaLocalnet(), solanaDevnet(), solanaMainnet({ enabled: false })],
  ) => {
    const adapter = createMemoryStorageAdapter();
    const storage = createStorage({ adapter });
    const emitter = createEmitter<NetworkEvents>();
    const changes = vi.fn();
    emitter.on('chainChanged', changes);
    return {
      adapter,
      storage,
      emitter,
      changes,
      selection: createNetworkSelection({ networks, storage, emitter }),
    };
  };

  it("refuses a config without enabled networks ('No enabled networks')", () => {
    const storage = createStorage({ adapter: createMemoryStorageAdapter() });
    const emitter = createEmitter<NetworkEvents>();
    for (const networks of [[], [solanaDevnet({ enabled: false })]]) {
      expectCode(
        () => createNetworkSelection({ networks, storage, emitter }),
        LATCHKEY_ERROR__NETWORK__NO_ENABLED_NETWORKS,
        'No enabled networks',
      );
    }
  });

  it('starts on the first enabled network', () => {
    const { selection } = setup([solanaMainnet({ enabled: false }), solanaDevnet()]);
    expect(selection.getNetwork().networkId).toBe(103);
    expect(selection.enabledNetworks.map((n) => n.networkId)).toEqual([103]);
  });

  it('switching to an enabled network stores it and emits chainChanged once', async () => {
    const { selection, changes, adapter } = setup();
    await selection.switchNetwork(103);
    await selection.switchNetwork(103);
    expect(selection.getNetwork().networkId).toBe(103);
    expect(changes).toHaveBeenCalledTimes(1);
    expect(changes.mock.calls[0]?.[0]).toMatchObject({ networkId: 103, chainId: 'solana:devnet' });
    expect(await adapter.getItem(`latchkey:${SELECTED_NETWORK_STORAGE_KEY}`)).toBe(103);
  });

  it('emits nothing for a network that is not enabled', async () => {
    const { selection, changes } = setup();
    for (const id of [101, 999]) {
      await expect(selection.switchNetwork(id)).rejects.toSatisfy(
        (error) =>
          isLatchkeyError(error, LATCHKEY_ERROR__NETWORK__CHAIN_NOT_FOUND) &&
          error.message === `Chain with id ${id} not found`,
      );
    }
    expect(changes).not.toHaveBeenCalled();
    expect(selection.getNetwork().networkId).toBe(104);
  });

  it('restores the stored selection across a reload, ignoring one no longer enabled', async () => {
    const first = setup();
    await first.selection.switchNetwork(103);

    const reloaded = createNetworkSelection({
      networks: [solanaLocalnet(), solanaDevnet()],
      storage: first.storage,
      emitter: createEmitter<NetworkEvents>(),
    });
    expect((await reloaded.restore()).networkId).toBe(103);

    await first.storage.setItem(SELECTED_NETWORK_STORAGE_KEY, 101);
    const stale = createNetworkSelection({
      networks: [solanaLocalnet(), solanaDevnet(), solanaMainnet({ enabled: false })],
      storage: first.storage,
      emitter: createEmitter<NetworkEvents>(),
    });
    expect((await stale.restore()).networkId).toBe(104);
  });
});
