import type { Config } from '../config/config.js';
import type { Connector } from '../connectors/connector.js';
import { LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { getSession } from './get-session.js';
import { readSession } from './read-session.js';
import { sessionOf } from './session-of.js';
import { applySession, sessionHeaders } from './session-runtime.js';
import type { SessionState } from './session-state.js';
import { signedInToken } from './signed-in-token.js';
import { walletSignInBody } from './wallet-sign-in-body.js';

/**
 * Parameters of {@link linkWallet}.
 *
 * @example
 * ```ts
 * const parameters: LinkWalletParameters = { connector: 'wallet-standard:Backpack' };
 * ```
 */
export interface LinkWalletParameters {
  /** The wallet to add: a connector, or its id. The connected wallet stays the connected one. */
  connector: Connector | string;
}

/**
 * Adds another wallet to the signed-in user: it signs the server's challenge as in a sign-in,
 * and the server links it to the user of the current session. Answers with the session, which
 * now lists both wallets.
 *
 * @throws {LatchkeyError} 'You are not signed in.'; 'Solana wallet not found';
 *   `LATCHKEY_ERROR__SESSION__CREDENTIAL_LINKED_ELSEWHERE` ('This credential already belongs to
 *   another account.'); 'Sign-in was refused: {reason}'; the wallet's failure or a cancellation.
 * @example
 * ```ts
 * const { credentials } = await linkWallet(config, { connector: 'wallet-standard:Backpack' });
 * ```
 */
export async function linkWallet(
  config: Config,
  parameters: LinkWalletParameters,
): Promise<SessionState> {
  const runtime = sessionOf(config);
  await signedInToken(config);
  const { connector: target } = parameters;
  config._internal.wallets.start();
  const connector = typeof target === 'string' ? config.getConnector(target) : target;
  if (!connector) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND);
  // The wallet itself, not the config: linking does not change the connected wallet.
  const body = await walletSignInBody(config, runtime, connector, (silent) =>
    connector.connect({ silent }),
  );
  // The prompt may have outlasted the token.
  const token = await signedInToken(config);
  const answer = await runtime.post('linkWallet', body, undefined, sessionHeaders(runtime, token));
  await applySession(runtime, readSession(answer));
  return getSession(config);
}
