import type { Config } from '../config/create-config.js';
import type { Connector, ConnectResult } from '../connectors/connector.js';

/** Parameters of {@link connect}. */
export interface ConnectParameters {
  /** The wallet: a connector, or its id (e.g. 'wallet-standard:Phantom'). */
  connector: Connector | string;
  /** Ask only for accounts the wallet already authorised, without a prompt. */
  silent?: boolean;
  signal?: AbortSignal;
}

/**
 * Connects a wallet and remembers it for auto-connect. A cancelled prompt leaves any existing
 * connection as it was.
 *
 * @throws {LatchkeyError} 'Solana wallet not found', a cancellation, or the wallet's failure.
 * @example
 * ```ts
 * const { accounts } = await connect(config, { connector: 'wallet-standard:Phantom' });
 * ```
 */
export function connect(config: Config, parameters: ConnectParameters): Promise<ConnectResult> {
  const { connector, ...options } = parameters;
  return config.connect(connector, options);
}
