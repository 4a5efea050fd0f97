import type { Config } from '../config/config.js';
import type { MfaFactor } from '../product-api/mfa-messages.js';
import { adoptEnrolment } from './adopt-enrolment.js';
import { sessionOf } from './session-of.js';
import { sessionHeaders } from './session-runtime.js';
import type { SessionState } from './session-state.js';
import { signedInToken } from './signed-in-token.js';

/**
 * What `confirmTotpEnrollment` does, loaded with the session code: the code puts the app in
 * force, and the session that proved it becomes the current one.
 *
 * @throws {LatchkeyError} 'Not signed in'; 'The code is wrong or was already used'; the
 *   product API's errors (409 `MFA_ALREADY_ENROLLED`).
 */
export async function finishTotpEnrollment(
  config: Config,
  parameters: { factorId: string; code: string },
): Promise<{ factor: MfaFactor; recoveryCodes: readonly string[]; session: SessionState }> {
  const runtime = sessionOf(config);
  const token = await signedInToken(config);
  const answer = (await runtime.post(
    'confirmTotpEnrollment',
    { factorId: parameters.factorId, code: parameters.code },
    undefined,
    sessionHeaders(runtime, token),
  )) as Record<string, unknown> | null;
  return adoptEnrolment(runtime, answer);
}
