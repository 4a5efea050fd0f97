import type { Config } from '../config/config.js';
import type { MfaFactor } from '../product-api/mfa-messages.js';
import type { RegistrationResponseJSON } from '../product-api/passkey-factor-messages.js';
import { adoptEnrolment } from './adopt-enrolment.js';
import { sessionOf } from './session-of.js';
import { sessionHeaders } from './session-runtime.js';
import type { SessionState } from './session-state.js';
import { signedInToken } from './signed-in-token.js';

/**
 * `addPasskeyFactor`'s last call: the new passkey goes to the server, which verifies it and puts
 * it in force; the session that proved it becomes the current one.
 *
 * @throws {LatchkeyError} 'Not signed in'; 'The passkey could not be verified'; the product API's
 *   errors (409 `MFA_ALREADY_ENROLLED`).
 */
export async function finishPasskeyEnrollment(
  config: Config,
  registration: RegistrationResponseJSON,
): Promise<{ factor: MfaFactor; recoveryCodes: readonly string[]; session: SessionState }> {
  const runtime = sessionOf(config);
  const token = await signedInToken(config);
  const answer = (await runtime.post(
    'confirmPasskeyEnrollment',
    { registration },
    undefined,
    sessionHeaders(runtime, token),
  )) as Record<string, unknown> | null;
  return adoptEnrolment(runtime, answer);
}
