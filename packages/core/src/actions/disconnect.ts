import type { Config } from '../config/config.js';
import type { LatchkeyError } from '../errors/latchkey-error.js';

/** Parameters of {@link disconnect}: none yet, an object so options can come without a break. */
export type DisconnectParameters = Record<string, never>;

/** What {@link disconnect} returns. */
export type DisconnectReturnType = undefined;

/** What {@link disconnect} can throw: a session's sign-out failing, with `auth`. */
export type DisconnectErrorType = LatchkeyError;

/**
 * Ends the connection and forgets the wallet, so it does not reconnect on reload. The state
 * clears first: the page shows the user disconnected even while the wallet is slow to hear it.
 * With `createConfig({ auth })`, it also signs out of the session (see `signOut`).
 *
 * @example
 * ```ts
 * await disconnect(config);
 * ```
 */
export async function disconnect(
  config: Config,
  _parameters: DisconnectParameters = {},
): Promise<DisconnectReturnType> {
  const { activeWallet } = config._internal;
  // A new generation: a silent reconnect still on its way must not revive the wallet.
  activeWallet.claim();
  const connector = activeWallet.get();
  activeWallet.detach();
  await connector?.disconnect();
  // With sessions, disconnecting signs out too (loaded only when configured).
  if (config.auth) await (await import('../auth/config-session.js')).disconnect(config);
}
