import type { Config } from '../config/config.js';
import type { LatchkeyError } from '../errors/latchkey-error.js';

/** What {@link getAuthToken} returns: the access token, or `undefined` when signed out. */
export type GetAuthTokenReturnType = string | undefined;

/** What {@link getAuthToken} can throw. */
export type GetAuthTokenErrorType = LatchkeyError;

/**
 * A valid access token for the host's backend (`Authorization: Bearer …`), or `undefined` when
 * nobody is signed in. A token within 30 s of its expiry is refreshed first, transparently and
 * once however many callers ask at the same time (refresh tokens are single use; across tabs a
 * Web Lock orders the refreshes). The session code loads on the first call.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__CONFIG__ENVIRONMENT_ID_MISSING` ('Failed to get environment id') without
 *   `auth` or its `environmentId`;
 *   `LATCHKEY_ERROR__SESSION__ENDED` ('Session ended: sign in again') when the server
 *   has ended the session (the user is then signed out here); the product API's errors.
 * @example
 * ```ts
 * const token = await getAuthToken(config);
 * const me = await fetch('/api/me', { headers: { Authorization: `Bearer ${token}` } });
 * ```
 */
export async function getAuthToken(config: Config): Promise<GetAuthTokenReturnType> {
  return (await import('./current-access-token.js')).currentAccessToken(config);
}
