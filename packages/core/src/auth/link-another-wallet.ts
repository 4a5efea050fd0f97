import type { Config } from '../config/config.js';
import type { Connector } from '../connectors/connector.js';
import { LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { withSecondFactor } from './mfa-prompt.js';
import { readSession } from './read-session.js';
import { sessionOf } from './session-of.js';
import { applySession, sessionHeaders } from './session-runtime.js';
import type { SessionState } from './session-state.js';
import { signedInToken } from './signed-in-token.js';
import { walletSignInBody } from './wallet-sign-in-body.js';

/**
 * What `linkWallet` does, loaded with the session code: the wallet signs the server's challenge
 * as in a sign-in, and the server links it to the user of the current session.
 *
 * @throws {LatchkeyError} 'Not signed in'; 'Solana wallet not found';
 *   `LATCHKEY_ERROR__SESSION__CREDENTIAL_LINKED_ELSEWHERE` ('Linked to another
 *   account'); 'Sign-in refused: {reason}'; the wallet's failure or a cancellation.
 */
export async function linkAnotherWallet(
  config: Config,
  parameters: { connector: Connector | string },
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
  // The prompt may have outlasted the token. A second factor asked for comes before the
  // signature is checked, so the same signed body is sent again once it is proven.
  const answer = await withSecondFactor(config, async () =>
    runtime.post(
      'linkWallet',
      body,
      undefined,
      sessionHeaders(runtime, await signedInToken(config)),
    ),
  );
  await applySession(runtime, readSession(answer));
  return runtime.store.getState().session as SessionState;
}
