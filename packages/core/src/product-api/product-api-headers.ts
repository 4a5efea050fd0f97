import { LATCHKEY_SESSION_HEADER } from './session-headers.js';

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
