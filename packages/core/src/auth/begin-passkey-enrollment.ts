import type { Config } from '../config/config.js';
import type { PasskeyEnrollment } from '../product-api/passkey-factor-messages.js';
import { withSecondFactor } from './mfa-prompt.js';
import { sessionOf } from './session-of.js';
import { sessionHeaders } from './session-runtime.js';
import { signedInToken } from './signed-in-token.js';

/**
 * `addPasskeyFactor`'s first call: the options for the browser's ceremony. A user who holds a
 * factor proves it first (the prompt, when one is registered).
 *
 * @throws {LatchkeyError} 'Not signed in'; 'Verify your second factor first'; the product API's
 *   errors (403 `RECENT_SIGN_IN_REQUIRED` for a first factor on an old session).
 */
export async function beginPasskeyEnrollment(
  config: Config,
  parameters: { name?: string },
): Promise<PasskeyEnrollment> {
  const runtime = sessionOf(config);
  const body = parameters.name === undefined ? {} : { name: parameters.name };
  return withSecondFactor(config, async () => {
    const token = await signedInToken(config);
    const answer = (await runtime.post(
      'startPasskeyEnrollment',
      body,
      undefined,
      sessionHeaders(runtime, token),
    )) as Partial<PasskeyEnrollment> | null;
    if (typeof answer?.options?.challenge !== 'string') {
      throw new TypeError('startPasskeyEnrollment answered no passkey options');
    }
    return answer as PasskeyEnrollment;
  });
}
