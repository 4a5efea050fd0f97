import type { Config } from '../config/config.js';
import { LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { PasskeySession, PasskeySignInBody } from '../product-api/session-messages.js';
import { readSession } from './read-session.js';
import { sessionOf } from './session-of.js';
import { startSession } from './session-runtime.js';

/**
 * Signs in with a passkey's proof: a custody `whoami` stamped by the passkey, which the server
 * (alone) has the custody provider answer, and trades for a session. Answers who the provider
 * said signed: the user's sub-organization and user.
 *
 * @throws {LatchkeyError} 'Sign-in refused: {reason}' (`PASSKEY_PROOF_INVALID`); the product
 *   API's errors; `LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE`.
 */
export async function signInWithStampedWhoami(
  config: Config,
  stampedWhoami: PasskeySignInBody['stampedWhoami'],
): Promise<{ organizationId: string; userId: string }> {
  const runtime = sessionOf(config);
  await runtime.restoring;
  const answer = (await runtime.post('signInWithPasskey', { stampedWhoami })) as
    | Partial<PasskeySession>
    | undefined;
  const session = readSession(answer);
  const { organizationId, userId } = answer as Partial<PasskeySession>;
  if (typeof organizationId !== 'string' || typeof userId !== 'string') {
    throw new LatchkeyError(LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE, { details: answer });
  }
  await startSession(runtime, session);
  return { organizationId, userId };
}
