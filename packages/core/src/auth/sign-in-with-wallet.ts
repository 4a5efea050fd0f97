import type { ConnectWalletAction } from '../actions/connect-wallet.js';
import type { Config } from '../config/config.js';
import type { ConnectOptions, Connector, ConnectResult } from '../connectors/connector.js';
import { completeHeldSignIn } from './held-sign-in.js';
import { readSession } from './read-session.js';
import { sessionOf } from './session-of.js';
import { markSigningIn, startSession } from './session-runtime.js';
import { walletSignInBody } from './wallet-sign-in-body.js';

/**
 * Signs in with a wallet: the server's challenge, signed by the wallet, traded for a session —
 * two requests to the server (and the second factor's, when the server holds the sign-in on a
 * device new to the account and the config has a prompt). The wallet connects on the way through `connectWallet`, handed
 * over by the caller (never `connect`, which is what calls here), and its connection is the
 * answer. The wallet stays connected when the sign-in fails; the session is as it was.
 *
 * @throws {LatchkeyError} the wallet's failure or a cancellation; the sign-in's refusal
 *   (`LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED`, `…__CREDENTIAL_LINKED_ELSEWHERE`); the product
 *   API's errors; `LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE` for an answer that is not a
 *   session; a Ledger's 'Message signing is currently not supported on Ledger hardware wallet'.
 */
export async function signInWithWallet(
  config: Config,
  connector: Connector,
  options: ConnectOptions,
  connectWallet: ConnectWalletAction,
): Promise<ConnectResult> {
  const runtime = sessionOf(config);
  await runtime.restoring;
  const done = markSigningIn(runtime);
  let connected: ConnectResult | undefined;
  try {
    const body = await walletSignInBody(config, runtime, connector, async (silent) => {
      connected = await connectWallet(config, connector, { ...options, silent });
      return connected;
    });
    // Held for a second factor on a new device, the prompt's factor completes it.
    const answer = await runtime
      .post('signInWithWallet', body)
      .catch((refusal: unknown) => completeHeldSignIn(config, refusal));
    await startSession(runtime, readSession(answer));
    return connected as ConnectResult;
  } finally {
    done();
  }
}
