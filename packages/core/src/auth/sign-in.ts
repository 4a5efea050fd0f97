import { connectWallet } from '../actions/connect-wallet.js';
import type { Config } from '../config/config.js';
import type { Connector } from '../connectors/connector.js';
import {
  LATCHKEY_ERROR__CONFIG__ENVIRONMENT_ID_MISSING,
  LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND,
} from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { UserCancellationError } from '../errors/user-cancellation-error.js';
import { getSession } from './get-session.js';
import type { SessionState } from './session-state.js';

/**
 * Parameters of {@link signIn}.
 *
 * @example
 * ```ts
 * const parameters: SignInParameters = { connector: 'wallet-standard:Phantom' };
 * ```
 */
export interface SignInParameters {
  /** The wallet: a connector, or its id. */
  connector: Connector | string;
}

/** What {@link signIn} returns: the session, signed in. */
export type SignInReturnType = SessionState;

/** What {@link signIn} can throw. */
export type SignInErrorType = LatchkeyError | UserCancellationError;

/**
 * Connects a wallet and signs in with it: the server's Sign-In With Solana challenge, signed in
 * one prompt where the wallet has `solana:signIn` (else connect, then sign the same text),
 * traded for a session — two requests to the server. With `auth` configured, `connect` does the
 * same unless told `signIn: false`; this is the explicit form.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__CONFIG__ENVIRONMENT_ID_MISSING` ('Failed to get environment id') without
 *   `auth` or its `environmentId`;
 *   'Solana wallet not found'; 'Sign-in refused: {reason}'; the wallet's failure or a
 *   cancellation; the product API's errors. A Ledger (no message signing) is refused with
 *   'Message signing is currently not supported on Ledger hardware wallet'.
 * @example
 * ```ts
 * const { user } = await signIn(config, { connector: 'wallet-standard:Phantom' });
 * await fetch('/api/me', { headers: { Authorization: `Bearer ${await getAuthToken(config)}` } });
 * ```
 */
export async function signIn(
  config: Config,
  parameters: SignInParameters,
): Promise<SignInReturnType> {
  if (!config.auth) throw new LatchkeyError(LATCHKEY_ERROR__CONFIG__ENVIRONMENT_ID_MISSING);
  const { connector: target } = parameters;
  config._internal.wallets.start();
  const connector = typeof target === 'string' ? config.getConnector(target) : target;
  if (!connector) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND);
  // connectWallet is handed over, not imported by the chunk: imported there too, it would be split
  // out of the page's code into a chunk of its own.
  const { signInWithWallet } = await import('./sign-in-with-wallet.js');
  await signInWithWallet(config, connector, {}, connectWallet);
  return getSession(config);
}
