import type { Config } from '../config/create-config.js';
import type { Connector } from '../connectors/connector.js';
import { LATCHKEY_ERROR__WALLET__NOT_CONNECTED } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';

/** Parameters of {@link getConnectedConnector}: none yet, an object so options can come without a break. */
export type GetConnectedConnectorParameters = Record<string, never>;

/** What {@link getConnectedConnector} returns. */
export type GetConnectedConnectorReturnType = Connector;

/** What {@link getConnectedConnector} can throw: 'No wallet is connected'. */
export type GetConnectedConnectorErrorType = LatchkeyError;

/**
 * The connector holding the connection, or 'No wallet is connected'.
 *
 * @example
 * ```ts
 * const connector = getConnectedConnector(config);
 * ```
 */
export function getConnectedConnector(
  config: Config,
  _parameters: GetConnectedConnectorParameters = {},
): GetConnectedConnectorReturnType {
  const connector = config.getActiveConnector();
  if (!connector || config.store.getState().status !== 'connected') {
    throw new LatchkeyError(LATCHKEY_ERROR__WALLET__NOT_CONNECTED);
  }
  return connector;
}
