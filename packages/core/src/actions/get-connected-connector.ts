import type { Config } from '../config/create-config.js';
import type { Connector } from '../connectors/connector.js';
import { LATCHKEY_ERROR__WALLET__NOT_CONNECTED } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';

/**
 * The connector holding the connection, or 'No wallet is connected'.
 *
 * @example
 * ```ts
 * const connector = getConnectedConnector(config);
 * ```
 */
export function getConnectedConnector(config: Config): Connector {
  const connector = config.getActiveConnector();
  if (!connector || config.store.getState().status !== 'connected') {
    throw new LatchkeyError(LATCHKEY_ERROR__WALLET__NOT_CONNECTED);
  }
  return connector;
}
