import type { Config } from '../config/config.js';
import type { ConnectOptions, Connector, ConnectResult } from '../connectors/connector.js';
import { readSession } from './read-session.js';
import { sessionOf } from './session-of.js';
import { markSigningIn, startSession } from './session-runtime.js';
import { walletSignInBody } from './wallet-sign-in-body.js';

/**
 * What `connect` does when the config has `auth`: connects the wallet and signs in with it, in
 * two requests to the server (the challenge, then the signed message traded for a session).
 * The wallet stays connected when the sign-in fails; the session is as it was.
 *
 * @throws {LatchkeyError} what `connect` throws; the sign-in's refusal
 *   (`LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED`, `…__CREDENTIAL_LINKED_ELSEWHERE`); the product
 *   API's errors; `LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE` for an answer that is not a
 *   session; a Ledger's 'Message signing is currently not supported on Ledger hardware wallet'.
 * @example
 * ```ts
 * const { accounts } = await connectAndSignIn(config, connector, {});
 * ```
 */
export async function connectAndSignIn(
  config: Config,
  connector: Connector,
  options: ConnectOptions,
): Promise<ConnectResult> {
  const runtime = sessionOf(config);
  await runtime.restoring;
  const done = markSigningIn(runtime);
  let connected: ConnectResult | undefined;
  try {
    const body = await walletSignInBody(config, runtime, connector, async (silent) => {
      connected = await config.connect(connector, { ...options, silent, signIn: false });
      return connected;
    });
    await startSession(runtime, readSession(await runtime.post('signInWithWallet', body)));
    return connected as ConnectResult;
  } finally {
    done();
  }
}
