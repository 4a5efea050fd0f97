import type { Config } from '../config/config.js';
import { withSecondFactor } from './mfa-prompt.js';
import { readSession } from './read-session.js';
import { sessionOf } from './session-of.js';
import { applySession, sessionHeaders } from './session-runtime.js';
import type { SessionState } from './session-state.js';
import { signedInToken } from './signed-in-token.js';

/**
 * What `confirmEmailLink` does, loaded with the session code: the code links the email, and the
 * session answered (listing it) becomes the current one.
 *
 * @throws {LatchkeyError} 'Not signed in'; the product API's errors ('The code is invalid or
 *   expired.', 'Linked to another account').
 */
export async function proveEmailLink(
  config: Config,
  parameters: { otpId: string; organizationId: string; code: string },
): Promise<SessionState> {
  const runtime = sessionOf(config);
  const { otpId, organizationId, code } = parameters;
  const answer = await withSecondFactor(config, async () =>
    runtime.post(
      'verifyEmailLink',
      { otpId, organizationId, code },
      undefined,
      sessionHeaders(runtime, await signedInToken(config)),
    ),
  );
  await applySession(runtime, readSession(answer));
  return runtime.store.getState().session as SessionState;
}
