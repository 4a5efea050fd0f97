import type { Config } from '../config/config.js';
import type { PasskeyCheck } from '../product-api/passkey-factor-messages.js';
import { sessionOf } from './session-of.js';
import { sessionHeaders } from './session-runtime.js';
import { signedInToken } from './signed-in-token.js';

/**
 * `verifyMfa({ passkey: true })`'s first call: a challenge for the user's passkey factors.
 *
 * @throws {LatchkeyError} 'Not signed in'; the product API's errors (404 without a passkey
 *   factor for this page).
 */
export async function fetchPasskeyCheck(config: Config): Promise<PasskeyCheck> {
  const runtime = sessionOf(config);
  const token = await signedInToken(config);
  const answer = (await runtime.post(
    'startPasskeyCheck',
    {},
    undefined,
    sessionHeaders(runtime, token),
  )) as Partial<PasskeyCheck> | null;
  if (typeof answer?.options?.challenge !== 'string') {
    throw new TypeError('startPasskeyCheck answered no passkey options');
  }
  return answer as PasskeyCheck;
}
