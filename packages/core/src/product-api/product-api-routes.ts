/**
 * The product API's routes, by call name: each a `POST` of JSON under the base URL
 * (`PRODUCT_API_BASE_PATH`). The SDK client calls them and `@latchkey/server` mounts them from
 * this one table; what each takes and answers is `ProductApiEndpoints`.
 *
 * @example
 * ```ts
 * await fetch(`${baseUrl}${PRODUCT_API_ROUTES.startEmailLogin}`, { method: 'POST', body });
 * ```
 */
export const PRODUCT_API_ROUTES = Object.freeze({
  /** Sponsorship, step one: the fee payer put in front of an unsigned transaction. */
  optimizeTransaction: '/solana/optimizeTransaction',
  /** Sponsorship, step two: the fee payer's signature on what the sender signed. */
  signSponsoredTransaction: '/solana/signSponsoredTransaction',
  /** Passkey sign-up for an embedded wallet. */
  createEmbeddedUser: '/embedded/users',
  /** Email login, step one: a one-time code emailed. */
  startEmailLogin: '/embedded/email-login',
  /** Email login, step two: the code traded for a credential. */
  verifyEmailLogin: '/embedded/email-login/verify',
  /** Email recovery: a recovery code emailed to a proven email. */
  startEmailRecovery: '/embedded/email-recovery',
  /** OpenID sign-in (Google, Apple, …): an ID token or code logs the browser's session key in. */
  oauthLogin: '/embedded/oauth-login',
} as const);

/**
 * A product API call's name: a key of {@link PRODUCT_API_ROUTES}.
 *
 * @example
 * ```ts
 * const name: ProductApiRouteName = 'verifyEmailLogin';
 * ```
 */
export type ProductApiRouteName = keyof typeof PRODUCT_API_ROUTES;
