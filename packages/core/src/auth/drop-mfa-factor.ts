import type { Config } from '../config/config.js';
import type { MfaFactors } from '../product-api/mfa-messages.js';
import { withSecondFactor } from './mfa-prompt.js';
import { readMfaFactors } from './read-mfa-answers.js';
import { sessionOf } from './session-of.js';
import { sessionHeaders } from './session-runtime.js';
import { signedInToken } from './signed-in-token.js';

/**
 * What `removeMfaFactor` does, loaded with the session code: a factor proven first when the
 * server asks (the prompt, when one is registered).
 *
 * @throws {LatchkeyError} 'Not signed in'; 'Verify your second factor first'; the product API's
 *   errors.
 */
export async function dropMfaFactor(
  config: Config,
  parameters: { factorId: string },
): Promise<MfaFactors> {
  const runtime = sessionOf(config);
  return withSecondFactor(config, async () => {
    const token = await signedInToken(config);
    const answer = await runtime.post(
      'removeMfaFactor',
      { factorId: parameters.factorId },
      undefined,
      sessionHeaders(runtime, token),
    );
    return readMfaFactors(answer);
  });
}
