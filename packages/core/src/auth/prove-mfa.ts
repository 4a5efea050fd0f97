import type { Config } from '../config/config.js';
import { readSession } from './read-session.js';
import { sessionOf } from './session-of.js';
import { applySession, sessionHeaders } from './session-runtime.js';
import type { SessionState } from './session-state.js';
import { signedInToken } from './signed-in-token.js';

/**
 * What `verifyMfa` does, loaded with the session code: the server counts the factor for this
 * session, whose new access token says so.
 *
 * @throws {LatchkeyError} 'Not signed in'; 'The code is wrong or was already used'; the product
 *   API's errors (429 after too many tries).
 */
export async function proveMfa(
  config: Config,
  parameters: { code: string } | { recoveryCode: string },
): Promise<SessionState> {
  const runtime = sessionOf(config);
  const token = await signedInToken(config);
  const body =
    'recoveryCode' in parameters
      ? { recoveryCode: parameters.recoveryCode }
      : { code: parameters.code };
  const answer = await runtime.post('verifyMfa', body, undefined, sessionHeaders(runtime, token));
  await applySession(runtime, readSession(answer));
  return runtime.store.getState().session as SessionState;
}
