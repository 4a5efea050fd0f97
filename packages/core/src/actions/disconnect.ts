import type { Config } from '../config/create-config.js';

/**
 * Ends the connection and forgets the wallet, so it does not reconnect on reload.
 *
 * @example
 * ```ts
 * await disconnect(config);
 * ```
 */
export function disconnect(config: Config): Promise<void> {
  return config.disconnect();
}
