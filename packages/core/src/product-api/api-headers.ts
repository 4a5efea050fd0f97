/**
 * Header carrying the SDK version, so the server can tell clients apart.
 *
 * @example
 * ```ts
 * headers[LATCHKEY_VERSION_HEADER] = LATCHKEY_SDK_VERSION;
 * ```
 */
export const LATCHKEY_VERSION_HEADER = 'X-Latchkey-Version';

/**
 * Header carrying `PRODUCT_API_VERSION`.
 *
 * @example
 * ```ts
 * headers[LATCHKEY_API_VERSION_HEADER] = PRODUCT_API_VERSION;
 * ```
 */
export const LATCHKEY_API_VERSION_HEADER = 'X-Latchkey-Api-Version';

/**
 * The header a call to a session route carries the user's access token in, when tokens are
 * kept by the SDK (bearer mode). `Authorization` stays the environment's token.
 *
 * @example
 * ```ts
 * headers[LATCHKEY_SESSION_HEADER] = accessToken;
 * ```
 */
export const LATCHKEY_SESSION_HEADER = 'X-Latchkey-Session';

/**
 * The header a sign-in (and a second factor's proof) carries the browser's device key in: its
 * public key and its signature over the exact body sent (`<key>.<signature>`, base64url), so a
 * server that asks for a second factor on a new device can tell this device's key, which the
 * page cannot read out, from one it saw before.
 *
 * @example
 * ```ts
 * headers[LATCHKEY_DEVICE_HEADER] = `${publicKey}.${signature}`;
 * ```
 */
export const LATCHKEY_DEVICE_HEADER = 'X-Latchkey-Device';

/**
 * Every header the SDK sends with a product API request: what the server's CORS must allow.
 *
 * @example
 * ```ts
 * cors({ allowHeaders: [...PRODUCT_API_REQUEST_HEADERS] });
 * ```
 */
export const PRODUCT_API_REQUEST_HEADERS = [
  'Content-Type',
  'Authorization',
  LATCHKEY_VERSION_HEADER,
  LATCHKEY_API_VERSION_HEADER,
  LATCHKEY_SESSION_HEADER,
  LATCHKEY_DEVICE_HEADER,
] as const;

/**
 * The header naming the request in every answer, so a user's report can be matched with the
 * server's log.
 *
 * @example
 * ```ts
 * const requestId = response.headers.get(REQUEST_ID_HEADER);
 * ```
 */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * The cookies of cookie mode (the server mounted on the host's own site): the access token,
 * readable by the host's backend on every request, and the refresh token, sent only to the
 * session routes. Both httpOnly and SameSite=Lax; Secure (with {@link SECURE_COOKIE_PREFIX})
 * off localhost.
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

/**
 * The prefix of the session cookies' names off localhost (Secure, no Domain, path `/`), so no
 * subdomain can set or read them.
 *
 * @example
 * ```ts
 * const name = `${SECURE_COOKIE_PREFIX}${SESSION_COOKIE_NAMES.access}`; // '__Host-latchkey_session'
 * ```
 */
export const SECURE_COOKIE_PREFIX = '__Host-';
