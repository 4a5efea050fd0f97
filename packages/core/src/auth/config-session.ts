import type { Config } from '../config/config.js';
import type { ConnectOptions, Connector, ConnectResult } from '../connectors/connector.js';
import {
  LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE,
  LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED,
  LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE,
} from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { adoptSession } from './adopt-session.js';
import { connectAndSignIn } from './connect-and-sign-in.js';
import { endSession } from './end-session.js';
import { sessionOf } from './session-of.js';

// What the config's own actions (connect, disconnect, restore) and the embedded wallet's logins
// load when `auth` is configured: one module, so a page without sessions carries no session code.

/**
 * A connect with sessions: signs in too, unless silent (auto-connect: the session is restored
 * by itself) or an embedded wallet (whose login brings its own session). A wallet that connected
 * but did not sign in (the signature was declined, the server refused it) stays connected and
 * signed out, with a warning: the connect itself succeeded. So does one whose sign-in the server
 * could not start (down or refusing the challenge): a session server's outage never stops a
 * wallet from connecting.
 *
 * @example
 * ```ts
 * return (await import('../auth/config-session.js')).connect(config, connector, options);
 * ```
 */
export async function connect(
  config: Config,
  connector: Connector,
  options: ConnectOptions,
): Promise<ConnectResult> {
  if (options.silent || connector.type === 'embedded') {
    return config.connect(connector, { ...options, signIn: false });
  }
  try {
    return await connectAndSignIn(config, connector, options);
  } catch (error) {
    if (config._internal.activeWallet.get() === connector) {
      config.logger.warn(`${connector.name}: connected, but not signed in`, error);
      return { accounts: connector.getAccounts() };
    }
    // The session server failed before the wallet was asked (down, refusing, answering
    // nonsense): the wallet connects all the same. A wallet's own failure is the connect's.
    if (!isServerFailure(error)) throw error;
    const connected = await config.connect(connector, { ...options, signIn: false });
    config.logger.warn(`${connector.name}: connected, but not signed in`, error);
    return connected;
  }
}

const SERVER_FAILURES: readonly number[] = [
  LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED,
  LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE,
  LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE,
];

function isServerFailure(error: unknown): boolean {
  return isLatchkeyError(error) && SERVER_FAILURES.includes(error.code);
}

/**
 * A disconnect with sessions: signs out, logging (not throwing) a server that cannot be reached.
 *
 * @example
 * ```ts
 * await (await import('../auth/config-session.js')).disconnect(config);
 * ```
 */
export function disconnect(config: Config): Promise<void> {
  return endSession(config).catch((error: unknown) =>
    config.logger.warn('Could not end the session at the server', error),
  );
}

/**
 * A config's restore with sessions: reads back the session kept from before a reload.
 *
 * @example
 * ```ts
 * await (await import('../auth/config-session.js')).restore(config);
 * ```
 */
export async function restore(config: Config): Promise<void> {
  await sessionOf(config).restoring;
}

/**
 * An embedded login's session (email code, passkey sign-up), as its answer carried it.
 *
 * @example
 * ```ts
 * await (await import('../auth/config-session.js')).adopt(config, verified.session);
 * ```
 */
export function adopt(config: Config, session: unknown): Promise<void> {
  return adoptSession(config, session);
}
