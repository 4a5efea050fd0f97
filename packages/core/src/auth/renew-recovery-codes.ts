import type { Config } from '../config/config.js';
import { withSecondFactor } from './mfa-prompt.js';
import { readRecoveryCodes } from './read-mfa-answers.js';
import { sessionOf } from './session-of.js';
import { sessionHeaders } from './session-runtime.js';
import { signedInToken } from './signed-in-token.js';

/**
 * What `regenerateRecoveryCodes` does, loaded with the session code: a factor proven first when
 * the server asks (the prompt, when one is registered).
 *
 * @throws {LatchkeyError} 'Not signed in'; 'Verify your second factor first'; the product API's
 *   errors.
 */
export async function renewRecoveryCodes(config: Config): Promise<readonly string[]> {
  const runtime = sessionOf(config);
  return withSecondFactor(config, async () => {
    const token = await signedInToken(config);
    const answer = await runtime.post(
      'regenerateRecoveryCodes',
      {},
      undefined,
      sessionHeaders(runtime, token),
    );
    return readRecoveryCodes(answer);
  });
}
