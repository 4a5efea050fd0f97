/** The product API version this SDK speaks; it ends the base URL and is sent as a header. */
export const PRODUCT_API_VERSION = 'v0';

/**
 * The versioned path the product API is served under, on the product's host and by
 * `@latchkey/server` (its default `basePath`).
 *
 * @example
 * ```ts
 * const url = `https://api.acme.example${PRODUCT_API_BASE_PATH}`; // …/api/v0
 * ```
 */
export const PRODUCT_API_BASE_PATH = `/api/${PRODUCT_API_VERSION}`;

/**
 * The production product API. Hosts override it (a staging server, the sandbox's
 * `http://127.0.0.1:8820/api/v0`) through `createProductApiClient({ baseUrl })`.
 *
 * @example
 * ```ts
 * createProductApiClient({ baseUrl: DEFAULT_PRODUCT_API_BASE_URL, environmentId });
 * ```
 */
export const DEFAULT_PRODUCT_API_BASE_URL = `https://app.latchkey.dev${PRODUCT_API_BASE_PATH}`;
