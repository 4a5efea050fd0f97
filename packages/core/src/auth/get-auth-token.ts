import type { Config } from '../config/config.js';
import { refreshSession } from './refresh-session.js';
import { sessionOf } from './session-of.js';
import { isFresh } from './session-runtime.js';

/**
 * A valid access token for the host's backend (`Authorization: Bearer …`), or `undefined` when
 * nobody is signed in. A token within 30 s of its expiry is refreshed first, transparently and
 * once however many callers ask at the same time (refresh tokens are single use).
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__SESSION__NOT_CONFIGURED` without `auth`;
 *   `LATCHKEY_ERROR__SESSION__ENDED` ('Your session has ended. Sign in again.') when the server
 *   has ended the session (the user is then signed out here); the product API's errors.
 * @example
 * ```ts
 * const token = await getAuthToken(config);
 * const me = await fetch('/api/me', { headers: { Authorization: `Bearer ${token}` } });
 * ```
 */
export async function getAuthToken(config: Config): Promise<string | undefined> {
  const runtime = sessionOf(config);
  await runtime.restoring;
  const session = runtime.refreshing ? await runtime.refreshing : runtime.session;
  if (!session) return undefined;
  if (isFresh(session)) return session.accessToken;
  return (await refreshSession(runtime)).accessToken;
}
