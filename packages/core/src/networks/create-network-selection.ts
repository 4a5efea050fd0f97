import {
  LATCHKEY_ERROR__NETWORK__CHAIN_NOT_FOUND,
  LATCHKEY_ERROR__NETWORK__NO_ENABLED_NETWORKS,
} from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { Emitter } from '../events/create-emitter.js';
import type { LatchkeyStorage } from '../storage/create-storage.js';
import type { SolanaNetwork } from './solana-network.js';

/** The storage key (under 'latchkey:') of the selected network id. */
export const SELECTED_NETWORK_STORAGE_KEY = 'solana-network';

/** Events the network selection emits. */
export interface NetworkEvents {
  [name: string]: unknown;
  /** The selected network changed to an enabled one. */
  chainChanged: { networkId: number; chainId: string; network: SolanaNetwork };
}

/** Parameters of {@link createNetworkSelection}. */
export interface CreateNetworkSelectionParameters {
  networks: readonly SolanaNetwork[];
  storage: LatchkeyStorage;
  emitter: Emitter<NetworkEvents>;
}

/** Which network is selected, persisted across reloads. */
export interface NetworkSelection {
  /** The networks users may select, in the host's order. */
  readonly enabledNetworks: readonly SolanaNetwork[];
  getNetwork(): SolanaNetwork;
  /** Restores the stored selection, if it names a network that is still enabled. */
  restore(): Promise<SolanaNetwork>;
  /**
   * Selects an enabled network, stores the choice and emits `chainChanged`. Selecting the
   * current network does nothing; a network that is not enabled is refused and emits nothing.
   */
  switchNetwork(networkId: number): Promise<SolanaNetwork>;
}

/**
 * Creates the network selection: the first enabled network until the user picks another.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__NETWORK__NO_ENABLED_NETWORKS`: 'No enabled networks'.
 * @example
 * ```ts
 * const selection = createNetworkSelection({ networks, storage, emitter });
 * await selection.restore();
 * await selection.switchNetwork(103); // emits chainChanged
 * ```
 */
export function createNetworkSelection(
  parameters: CreateNetworkSelectionParameters,
): NetworkSelection {
  const { storage, emitter } = parameters;
  const enabledNetworks = Object.freeze(parameters.networks.filter((network) => network.enabled));
  const [first] = enabledNetworks;
  if (!first) throw new LatchkeyError(LATCHKEY_ERROR__NETWORK__NO_ENABLED_NETWORKS);
  let current: SolanaNetwork = first;

  const findEnabled = (networkId: unknown) =>
    enabledNetworks.find((network) => network.networkId === networkId);

  return {
    enabledNetworks,
    getNetwork: () => current,
    async restore() {
      const stored = findEnabled(await storage.getItem<number>(SELECTED_NETWORK_STORAGE_KEY));
      if (stored && stored !== current) {
        current = stored;
        emitter.emit('chainChanged', {
          networkId: stored.networkId,
          chainId: stored.chainId,
          network: stored,
        });
      }
      return current;
    },
    async switchNetwork(networkId) {
      const target = findEnabled(networkId);
      if (!target) {
        throw new LatchkeyError(LATCHKEY_ERROR__NETWORK__CHAIN_NOT_FOUND, {
          context: { id: networkId },
        });
      }
      if (target === current) return current;
      current = target;
      await storage.setItem(SELECTED_NETWORK_STORAGE_KEY, target.networkId);
      emitter.emit('chainChanged', {
        networkId: target.networkId,
        chainId: target.chainId,
        network: target,
      });
      return current;
    },
  };
}
