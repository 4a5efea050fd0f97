import type { Config } from '../config/config.js';
import { LATCHKEY_ERROR__SESSION__ENDED } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { sessionOf } from './session-of.js';
import { clearSession, sessionHeaders } from './session-runtime.js';
import { signedInToken } from './signed-in-token.js';

/**
 * What `signOutEverywhere` does, loaded with the session code: the server revokes every session
 * of the signed-in user, then this one is forgotten here. A session the server already ended is
 * forgotten too; any other failure keeps it, so signing out everywhere can be tried again.
 *
 * @throws {LatchkeyError} 'Not signed in'; the product API's errors.
 * @example
 * ```ts
 * const { sessions } = await endEverySession(config);
 * ```
 */
export async function endEverySession(config: Config): Promise<{ sessions: number }> {
  const runtime = sessionOf(config);
  const token = await signedInToken(config);
  try {
    const answer = await runtime.post(
      'signOutEverywhere',
      {},
      undefined,
      sessionHeaders(runtime, token),
    );
    await clearSession(runtime);
    // A count the server did not send (an older one) is not made up: 0 says none was counted.
    const sessions = (answer as { sessions?: unknown } | undefined)?.sessions;
    return { sessions: typeof sessions === 'number' && sessions >= 0 ? sessions : 0 };
  } catch (error) {
    if (isLatchkeyError(error, LATCHKEY_ERROR__SESSION__ENDED)) await clearSession(runtime);
    throw error;
  }
}
