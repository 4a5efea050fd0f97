import type { ConnectWalletAction } from '../actions/connect-wallet.js';
import type { Config } from '../config/config.js';
import type { ConnectOptions, Connector, ConnectResult } from '../connectors/connector.js';
import {
  LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE,
  LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED,
  LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE,
} from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { adoptSession } from './adopt-session.js';
import { endSession } from './end-session.js';
import { sessionOf } from './session-of.js';
import { signInWithWallet } from './sign-in-with-wallet.js';

// What the config's own actions (connect, disconnect, restore) and the embedded wallet's logins
// load when `auth` is configured: one module, so a page without sessions carries no session code.
// `restore` loads it with the page, so a connect finds it there.

/**
 * What `connect` does with `auth`: the wallet connects, then signs in, unless the connect is
 * silent (auto-connect: the session is restored by itself) or the wallet embedded (its login
 * brings its own session). The wallet connects through `connectWallet`, handed over by `connect`:
 * auth never calls `connect`. A wallet that connected but did not sign in (the signature was
 * declined, the server refused it) stays connected and signed out, with a warning: the connect
 * itself succeeded. So does one whose sign-in the server could not start (down or refusing the
 * challenge): a session server's outage never stops a wallet from connecting.
 *
 * @throws {LatchkeyError} the wallet's own failure or a cancellation, as `connect` does.
 */
export async function signInOnConnect(
  config: Config,
  connector: Connector,
  options: ConnectOptions,
  connectWallet: ConnectWalletAction,
): Promise<ConnectResult> {
  if (options.silent || connector.type === 'embedded') {
    return connectWallet(config, connector, options);
  }
  try {
    return await signInWithWallet(config, connector, options, connectWallet);
  } catch (error) {
    if (config._internal.activeWallet.get() === connector) {
      config.logger.warn(`${connector.name}: connected, but not signed in`, error);
      return { accounts: connector.getAccounts() };
    }
    // The session server failed before the wallet was asked (down, refusing, answering
    // nonsense): the wallet connects all the same. A wallet's own failure is the connect's.
    if (!isServerFailure(error)) throw error;
    const connected = await connectWallet(config, connector, options);
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
 */
export function disconnect(config: Config): Promise<void> {
  return endSession(config).catch((error: unknown) =>
    config.logger.warn('Could not end the session at the server', error),
  );
}

/** A config's restore with sessions: reads back the session kept from before a reload. */
export async function restore(config: Config): Promise<void> {
  await sessionOf(config).restoring;
}

/** An embedded login's session (email code, passkey sign-up), as its answer carried it. */
export function adopt(config: Config, session: unknown): Promise<void> {
  return adoptSession(config, session);
}
