import type { Config } from '../config/config.js';
import type { ConnectOptions, Connector, ConnectResult } from '../connectors/connector.js';
import { adoptSession } from './adopt-session.js';
import { connectAndSignIn } from './connect-and-sign-in.js';
import { endSession } from './end-session.js';
import { sessionOf } from './session-of.js';

// What the config's own actions (connect, disconnect, restore) and the embedded wallet's logins
// load when `auth` is configured: one module, so a page without sessions carries no session code.

/**
 * A connect with sessions: signs in too, unless silent (auto-connect: the session is restored
 * by itself) or an embedded wallet (whose login brings its own session). A wallet that connected
 * but did not sign in (it cannot sign messages, the signature was declined, the server refused
 * it) stays connected and signed out, with a warning: the connect itself succeeded.
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
    if (config._internal.activeWallet.get() !== connector) throw error;
    config.logger.warn(`${connector.name}: connected, but not signed in`, error);
    return { accounts: connector.getAccounts() };
  }
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
