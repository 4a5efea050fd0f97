import type { Config } from '../config/config.js';
import { LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { EmailLoginChallenge } from '../product-api/email-login-messages.js';
import { withSecondFactor } from './mfa-prompt.js';
import { sessionOf } from './session-of.js';
import { sessionHeaders } from './session-runtime.js';
import { signedInToken } from './signed-in-token.js';

/**
 * What `startEmailLink` does, loaded with the session code: the server emails a code to the new
 * address, once the session has proved a second factor where the host asks for one.
 *
 * @throws {LatchkeyError} 'Not signed in'; 'Verify your second factor first'; the product API's
 *   errors.
 */
export async function sendEmailLinkCode(
  config: Config,
  parameters: { email: string },
): Promise<EmailLoginChallenge> {
  const runtime = sessionOf(config);
  return withSecondFactor(config, async () => {
    const token = await signedInToken(config);
    const answer = (await runtime.post(
      'startEmailLink',
      { email: parameters.email },
      undefined,
      sessionHeaders(runtime, token),
    )) as Partial<EmailLoginChallenge> | null;
    if (typeof answer?.otpId !== 'string' || typeof answer.organizationId !== 'string') {
      throw new LatchkeyError(LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE, { details: answer });
    }
    return { otpId: answer.otpId, organizationId: answer.organizationId };
  });
}
