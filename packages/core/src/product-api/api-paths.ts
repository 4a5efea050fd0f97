// Where the product API is served: constants alone, so an entry that needs only a path (the
// session verifier's JWKS) does not carry the route table.

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

/**
 * Where the server publishes the public keys its access tokens verify with (a JWK set), at its
 * root: `{issuer}/.well-known/jwks.json` (a `GET`; also under the base path).
 *
 * @example
 * ```ts
 * const jwks = await fetch(new URL(SESSION_JWKS_PATH, issuer)).then((r) => r.json());
 * ```
 */
export const SESSION_JWKS_PATH = '/.well-known/jwks.json';
