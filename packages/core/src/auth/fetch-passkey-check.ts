import type { Config } from '../config/config.js';
import type { PasskeyCheck } from '../product-api/passkey-factor-messages.js';
import { heldSignInOf } from './held-sign-in.js';
import { sessionOf } from './session-of.js';
import { sessionHeaders } from './session-runtime.js';
import { signedInToken } from './signed-in-token.js';

/**
 * `verifyMfa({ passkey: true })`'s first call: a challenge for the user's passkey factors (the
 * signed-in session's, or a held sign-in's).
 *
 * @throws {LatchkeyError} 'Not signed in'; the product API's errors (404 without a passkey
 *   factor for this page).
 */
export async function fetchPasskeyCheck(config: Config): Promise<PasskeyCheck> {
  const runtime = sessionOf(config);
  const held = heldSignInOf(config);
  const answer = (
    held
      ? await runtime.post('startPasskeyCheck', { pendingSignIn: held.pendingSignIn })
      : await runtime.post(
          'startPasskeyCheck',
          {},
          undefined,
          sessionHeaders(runtime, await signedInToken(config)),
        )
  ) as Partial<PasskeyCheck> | null;
  if (typeof answer?.options?.challenge !== 'string') {
    throw new TypeError('startPasskeyCheck answered no passkey options');
  }
  return answer as PasskeyCheck;
}
