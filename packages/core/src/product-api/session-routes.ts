/**
 * The session API's routes, by call name: each a `POST` of JSON under the product API's base URL
 * (next to `PRODUCT_API_ROUTES`, with the same `environmentId` and environment token). Sign-in
 * answers a `Session`; a call that acts for the signed-in user carries its access token in
 * `LATCHKEY_SESSION_HEADER` (or the session cookie). The public keys are at
 * `SESSION_JWKS_PATH`, a `GET` at the server's root.
 *
 * @example
 * ```ts
 * await fetch(`${baseUrl}${SESSION_API_ROUTES.createSignInChallenge}`, { method: 'POST', body });
 * ```
 */
export const SESSION_API_ROUTES = Object.freeze({
  /** Sign-In With Solana, step one: the input to sign, with a single-use nonce. */
  createSignInChallenge: '/auth/challenge',
  /** Sign-In With Solana, step two: the signed message traded for a session. */
  signInWithWallet: '/auth/wallet',
  /** A passkey sign-in: a `whoami` stamped with the passkey, forwarded to the custody provider. */
  signInWithPasskey: '/auth/passkey',
  /** A new access token for the refresh token, which is replaced (rotation). */
  refreshSession: '/auth/refresh',
  /** Revokes the session: its refresh token and every one rotated from it. */
  signOut: '/auth/sign-out',
  /** Revokes every session of the signed-in user, this one included, on every device. */
  signOutEverywhere: '/auth/sign-out-everywhere',
  /** A second wallet for the signed-in user: a sign-in round with their access token. */
  linkWallet: '/auth/link/wallet',
  /**
   * Removes a credential from the signed-in user (never the last, nor the one the session was
   * signed in with); every session it signed in ends.
   */
  unlinkCredential: '/auth/unlink',
} as const);

/**
 * A session API call's name: a key of {@link SESSION_API_ROUTES}.
 *
 * @example
 * ```ts
 * const name: SessionApiRouteName = 'refreshSession';
 * ```
 */
export type SessionApiRouteName = keyof typeof SESSION_API_ROUTES;

/**
 * Where the server publishes the public keys its access tokens verify with (a JWK set), at its
 * root: `{issuer}/.well-known/jwks.json`.
 *
 * @example
 * ```ts
 * const jwks = await fetch(new URL(SESSION_JWKS_PATH, issuer)).then((r) => r.json());
 * ```
 */
export const SESSION_JWKS_PATH = '/.well-known/jwks.json';
