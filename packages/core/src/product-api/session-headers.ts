/**
 * The header a call to the session API carries the user's access token in, when tokens are
 * kept by the SDK (bearer mode). `Authorization` stays the environment's token.
 *
 * @example
 * ```ts
 * headers[LATCHKEY_SESSION_HEADER] = accessToken;
 * ```
 */
export const LATCHKEY_SESSION_HEADER = 'X-Latchkey-Session';

/**
 * The cookies of cookie mode (the server mounted on the host's own site): the access token,
 * readable by the host's backend on every request, and the refresh token, sent only to the
 * session routes. Both httpOnly and SameSite=Lax; Secure (with the `__Host-` prefix) off
 * localhost.
 *
 * @example
 * ```ts
 * const token = cookies().get(`__Host-${SESSION_COOKIE_NAMES.access}`)?.value;
 * ```
 */
export const SESSION_COOKIE_NAMES = Object.freeze({
  access: 'latchkey_session',
  refresh: 'latchkey_refresh',
} as const);
