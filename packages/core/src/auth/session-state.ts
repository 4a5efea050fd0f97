import type { Session, SessionCredential, SessionUser } from '../product-api/session-messages.js';

/**
 * Where the user's session is: none, being made (a sign-in, or a reload restoring it), or live.
 *
 * @example
 * ```ts
 * const status: SessionStatus = getSession(config).status;
 * ```
 */
export type SessionStatus = 'signed-out' | 'signing-in' | 'signed-in';

/**
 * The signed-in user as the page knows them: their credentials and the current access token
 * (which `getAuthToken` keeps fresh). Nothing here is secret from the page: the refresh token is
 * never in it.
 *
 * @example
 * ```ts
 * const { status, user, credentials } = getSession(config);
 * ```
 */
export interface SessionState {
  readonly status: SessionStatus;
  readonly user: SessionUser | undefined;
  /** The user's verified credentials (wallets, email, passkeys); empty when signed out. */
  readonly credentials: readonly SessionCredential[];
  /** A JWT for the host's backend; `undefined` when signed out (and in cookie mode, its cookie). */
  readonly accessToken: string | undefined;
  /** Epoch milliseconds. */
  readonly accessTokenExpiresAt: number | undefined;
  /** Epoch milliseconds: the session ends then, refreshed or not. */
  readonly sessionExpiresAt: number | undefined;
  /** When and how this session last proved a second factor; absent when it never did. */
  readonly mfa?: Session['mfa'];
}
