import type { Config } from '../config/config.js';
import type { TotpEnrollment } from '../product-api/mfa-messages.js';
import { withSecondFactor } from './mfa-prompt.js';
import { readTotpEnrollment } from './read-mfa-answers.js';
import { sessionOf } from './session-of.js';
import { sessionHeaders } from './session-runtime.js';
import { signedInToken } from './signed-in-token.js';

/**
 * What `startTotpEnrollment` does, loaded with the session code: a user who holds a factor
 * proves it first (the prompt, when one is registered).
 *
 * @throws {LatchkeyError} 'Not signed in'; 'Verify your second factor first'; the product API's
 *   errors (403 `RECENT_SIGN_IN_REQUIRED` for a first factor on an old session).
 */
export async function beginTotpEnrollment(
  config: Config,
  parameters: { name?: string },
): Promise<TotpEnrollment> {
  const runtime = sessionOf(config);
  const body = parameters.name === undefined ? {} : { name: parameters.name };
  return withSecondFactor(config, async () => {
    const token = await signedInToken(config);
    const answer = await runtime.post(
      'startTotpEnrollment',
      body,
      undefined,
      sessionHeaders(runtime, token),
    );
    return readTotpEnrollment(answer);
  });
}
