import type { Config } from '../config/config.js';
import type { PasskeySignInBody } from '../product-api/session-messages.js';
import { readSession } from './read-session.js';
import { sessionOf } from './session-of.js';
import { startSession } from './session-runtime.js';

/**
 * Signs in with a passkey's proof: a custody `whoami` in the user's sub-organization, stamped
 * by the passkey, which the server has the custody provider answer, and trades for a session.
 *
 * @throws {LatchkeyError} 'Sign-in refused: {reason}' (`PASSKEY_PROOF_INVALID`); the product
 *   API's errors; `LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE`.
 * @example
 * ```ts
 * await signInWithStampedWhoami(config, { body, stamp: await stamper.stamp(body) });
 * ```
 */
export async function signInWithStampedWhoami(
  config: Config,
  stampedWhoami: PasskeySignInBody['stampedWhoami'],
): Promise<void> {
  const runtime = sessionOf(config);
  await runtime.restoring;
  await startSession(
    runtime,
    readSession(await runtime.post('signInWithPasskey', { stampedWhoami })),
  );
}
