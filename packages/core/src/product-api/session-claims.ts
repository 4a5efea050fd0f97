import type { SessionCredential } from './session-messages.js';

/**
 * The claims of a Latchkey access token (a JWT signed ES256 with a `kid` from the server's JWK
 * set): the standard ones, plus the environment, the session, the user's verified credentials
 * and the one last verified.
 *
 * @example
 * ```ts
 * const { sub, verified_credentials }: SessionClaims = (await jwtVerify(token, jwks)).payload;
 * ```
 */
export interface SessionClaims {
  /** The server (its public URL). */
  readonly iss: string;
  /** The environment id. */
  readonly aud: string;
  /** The user's id. */
  readonly sub: string;
  /** The session: sign-out revokes it. */
  readonly sid: string;
  readonly iat: number;
  readonly exp: number;
  readonly jti: string;
  readonly environment_id: string;
  readonly verified_credentials: readonly SessionCredential[];
  readonly last_verified_credential_id: string;
  /**
   * How the session was proven (RFC 8176's "authentication methods references"): the kind of the
   * credential it signed in with, then, once a second factor was proven, its method and `'mfa'`.
   */
  readonly amr: readonly string[];
  /** When the session last proved a second factor (epoch seconds); absent when it never did. */
  readonly mfa_at?: number;
  readonly scope: 'user';
}

/**
 * How long an access token is valid by default (seconds): short, so a revoked session ends
 * soon everywhere without the verifier asking the server.
 *
 * @example
 * ```ts
 * createLatchkeyServer({ sessions: { accessTokenSeconds: ACCESS_TOKEN_SECONDS } });
 * ```
 */
export const ACCESS_TOKEN_SECONDS = 600;

/**
 * How long a session lasts by default (seconds), however often it is refreshed: 30 days.
 *
 * @example
 * ```ts
 * createLatchkeyServer({ sessions: { sessionSeconds: SESSION_SECONDS } });
 * ```
 */
export const SESSION_SECONDS = 30 * 24 * 60 * 60;

/**
 * How long a sign-in challenge's nonce may be used (seconds).
 *
 * @example
 * ```ts
 * const expiresAt = Date.now() + SIGN_IN_CHALLENGE_SECONDS * 1000;
 * ```
 */
export const SIGN_IN_CHALLENGE_SECONDS = 300;
