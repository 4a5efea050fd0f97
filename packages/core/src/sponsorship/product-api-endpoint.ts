/** The product API version this SDK speaks; it ends the base URL and is sent as a header. */
export const PRODUCT_API_VERSION = 'v0';

/**
 * The production product API. Hosts override it (a staging server, the sandbox's
 * `http://127.0.0.1:8820/api/v0`) through `createProductApiClient({ baseUrl })`.
 *
 * @example
 * ```ts
 * createProductApiClient({ baseUrl: DEFAULT_PRODUCT_API_BASE_URL, environmentId });
 * ```
 */
export const DEFAULT_PRODUCT_API_BASE_URL = `https://app.latchkey.dev/api/${PRODUCT_API_VERSION}`;

/** Header carrying the SDK version, so the server can tell clients apart. */
export const LATCHKEY_VERSION_HEADER = 'X-Latchkey-Version';

/** Header carrying {@link PRODUCT_API_VERSION}. */
export const LATCHKEY_API_VERSION_HEADER = 'X-Latchkey-Api-Version';
