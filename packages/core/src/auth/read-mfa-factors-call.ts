import type { Config } from '../config/config.js';
import type { MfaFactors } from '../product-api/mfa-messages.js';
import { readMfaFactors } from './read-mfa-answers.js';
import { sessionOf } from './session-of.js';
import { sessionHeaders } from './session-runtime.js';
import { signedInToken } from './signed-in-token.js';

/**
 * What `listMfaFactors` does, loaded with the session code.
 *
 * @throws {LatchkeyError} 'Not signed in'; the product API's errors.
 */
export async function fetchMfaFactors(config: Config): Promise<MfaFactors> {
  const runtime = sessionOf(config);
  const token = await signedInToken(config);
  const answer = await runtime.post(
    'listMfaFactors',
    {},
    undefined,
    sessionHeaders(runtime, token),
  );
  return readMfaFactors(answer);
}
