import type { Config } from '../config/config.js';
import { refreshSession } from './refresh-session.js';
import { sessionOf } from './session-of.js';
import { isFresh } from './session-runtime.js';

/**
 * What `getAuthToken` does, loaded with the session code: the current access token, refreshed
 * first (once, however many ask) within 30 s of its expiry; `undefined` when signed out.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__CONFIG__ENVIRONMENT_ID_MISSING` ('Failed to get environment id') without
 *   `auth` or its `environmentId`;
 *   `LATCHKEY_ERROR__SESSION__ENDED` ('Session ended: sign in again') when the server
 *   has ended the session (the user is then signed out here); the product API's errors.
 */
export async function currentAccessToken(config: Config): Promise<string | undefined> {
  const runtime = sessionOf(config);
  await runtime.restoring;
  const session = runtime.refreshing ? await runtime.refreshing : runtime.session;
  if (!session) return undefined;
  if (isFresh(session)) return session.accessToken;
  return (await refreshSession(runtime)).accessToken;
}
