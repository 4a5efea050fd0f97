import type { Config } from '../config/config.js';
import type { LatchkeyError } from '../errors/latchkey-error.js';
import type { SolanaNetwork } from '../networks/solana-network.js';

/** Parameters of {@link switchNetwork}. */
export interface SwitchNetworkParameters {
  /** An enabled network's id: 101 mainnet, 102 testnet, 103 devnet, 104 localnet. */
  networkId: number;
}

/** What {@link switchNetwork} returns: the network now selected. */
export type SwitchNetworkReturnType = SolanaNetwork;

/** What {@link switchNetwork} can throw: the network is not enabled. */
export type SwitchNetworkErrorType = LatchkeyError;

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
): Promise<SwitchNetworkReturnType> {
  return config._internal.selection.switchNetwork(parameters.networkId);
}
