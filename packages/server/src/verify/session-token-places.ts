/**
 * The access cookie's names, `__Host-` (Secure, off localhost) first: the contract's
 * `SESSION_COOKIE_NAMES.access`, spelled here because `@latchkey/core/product-api`'s entry reaches
 * `@solana/kit`, whose module graph an edge bundler cannot resolve (a test holds them equal).
 *
 * @example
 * ```ts
 * const token = ACCESS_COOKIE_NAMES.map((name) => cookies.get(name)?.value).find(Boolean);
 * ```
 */
export const ACCESS_COOKIE_NAMES = ['__Host-latchkey_session', 'latchkey_session'] as const;

/**
 * Where the server publishes its public keys, under the issuer: the contract's
 * `SESSION_JWKS_PATH`, spelled here for the same reason as {@link ACCESS_COOKIE_NAMES}.
 *
 * @example
 * ```ts
 * const jwksUrl = `${issuer}${JWKS_PATH}`;
 * ```
 */
export const JWKS_PATH = '/.well-known/jwks.json';
