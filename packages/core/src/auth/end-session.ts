import type { Config } from '../config/config.js';
import { LATCHKEY_ERROR__SESSION__ENDED } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import type { Session } from '../product-api/session-messages.js';
import { sessionOf } from './session-of.js';
import { clearSession, SESSION_STORAGE_KEY } from './session-runtime.js';

/**
 * What `signOut` does, loaded with the session code (and by `disconnect` and the embedded
 * wallet's sign-out): the server revokes the session, then it is forgotten here, even when the
 * server cannot be reached.
 *
 * @throws {LatchkeyError} the product API's errors (the user is signed out here either way).
 */
export async function endSession(config: Config): Promise<void> {
  if (!config.auth) return;
  const runtime = sessionOf(config);
  await runtime.restoring;
  // A rotation on its way would make the token read here a used one.
  await runtime.refreshing?.catch(() => undefined);
  const stored = runtime.bearer
    ? await runtime.storage.getItem<Session>(SESSION_STORAGE_KEY).catch(() => undefined)
    : undefined;
  const refreshToken = stored?.refreshToken ?? runtime.session?.refreshToken;
  const signedIn = runtime.session !== undefined || refreshToken !== undefined;
  try {
    if (signedIn) await runtime.post('signOut', refreshToken ? { refreshToken } : {});
  } catch (error) {
    // Already ended at the server: what signing out asks for.
    if (!isLatchkeyError(error, LATCHKEY_ERROR__SESSION__ENDED)) throw error;
  } finally {
    await clearSession(runtime);
  }
}
