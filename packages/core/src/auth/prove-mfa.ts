import type { Config } from '../config/config.js';
import type { AuthenticationResponseJSON } from '../product-api/passkey-factor-messages.js';
import { fetchPasskeyCheck } from './fetch-passkey-check.js';
import { heldSignInOf } from './held-sign-in.js';
import { readSession } from './read-session.js';
import { sessionOf } from './session-of.js';
import { applySession, sessionHeaders } from './session-runtime.js';
import type { SessionState } from './session-state.js';
import { signedInToken } from './signed-in-token.js';

/**
 * What `verifyMfa` does, loaded with the session code: the server counts the factor for this
 * session, whose new access token says so — or, while the prompt asks for a sign-in the server
 * held for a second factor, completes that sign-in (whose caller then adopts its answer).
 *
 * @throws {LatchkeyError} 'Not signed in'; 'The code is wrong or was already used'; 'The passkey
 *   could not be verified'; the product API's errors (429 after too many tries).
 */
export async function proveMfa(
  config: Config,
  parameters: { code: string } | { recoveryCode: string } | { passkey: true },
): Promise<SessionState> {
  const runtime = sessionOf(config);
  const body =
    'passkey' in parameters
      ? { passkey: await passkeyAnswer(config) }
      : 'recoveryCode' in parameters
        ? { recoveryCode: parameters.recoveryCode }
        : { code: parameters.code };
  const held = heldSignInOf(config);
  if (held) {
    held.answer = await runtime.post('verifyMfa', { ...body, pendingSignIn: held.pendingSignIn });
    return runtime.store.getState().session as SessionState;
  }
  const token = await signedInToken(config);
  const answer = await runtime.post('verifyMfa', body, undefined, sessionHeaders(runtime, token));
  await applySession(runtime, readSession(answer));
  return runtime.store.getState().session as SessionState;
}

// The server's challenge, answered by a passkey factor (the ceremony's code loads only now).
async function passkeyAnswer(config: Config): Promise<AuthenticationResponseJSON> {
  const check = await fetchPasskeyCheck(config);
  const { answerPasskeyCheck } = await import('./passkey-factor-ceremony.js');
  return answerPasskeyCheck(check);
}
