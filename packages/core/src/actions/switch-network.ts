import type { Config } from '../config/config.js';
import type { SolanaNetwork } from '../networks/solana-network.js';

/** Parameters of {@link switchNetwork}. */
export interface SwitchNetworkParameters {
  /** An enabled network's id: 101 mainnet, 102 testnet, 103 devnet, 104 localnet. */
  networkId: number;
}

/**
 * Selects an enabled network: persisted, `chainChanged` emitted, and later reads, sends and
 * wallet requests use it (with its own connection).
 *
 * @throws {LatchkeyError} when the network is not enabled in the config.
 * @example
 * ```ts
 * const network = await switchNetwork(config, { networkId: 103 });
 * ```
 */
export function switchNetwork(
  config: Config,
  parameters: SwitchNetworkParameters,
): Promise<SolanaNetwork> {
  return config._internal.selection.switchNetwork(parameters.networkId);
}
