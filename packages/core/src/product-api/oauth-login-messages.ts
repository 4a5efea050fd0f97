import type { Session } from './session-messages.js';

/**
 * How long the session key an OpenID sign-in logs in stays valid at the custody provider: 900 s,
 * the provider's default for login credentials and the SDK's session length.
 *
 * @example
 * ```ts
 * const key = await generateSessionKey(OAUTH_SESSION_KEY_SECONDS, Date.now());
 * ```
 */
export const OAUTH_SESSION_KEY_SECONDS = 900;

/**
 * The body of `oauthLogin` besides `environmentId`: the provider the host configured, the
 * browser's session key (compressed P-256, hex) whose hash the token's `nonce` must be, and
 * either the ID token itself or the authorization code with its PKCE verifier, which the server
 * exchanges at the provider (where the client secret lives) for the ID token.
 *
 * @example
 * ```ts
 * const body: OAuthLoginBody = { provider: 'google', publicKey, code, codeVerifier, redirectUri };
 * ```
 */
export type OAuthLoginBody =
  | {
      readonly provider: string;
      readonly publicKey: string;
      readonly idToken: string;
    }
  | {
      readonly provider: string;
      readonly publicKey: string;
      readonly code: string;
      readonly codeVerifier: string;
      readonly redirectUri: string;
    };

/**
 * What an OpenID sign-in answers: the user's custody sub-organization and user (their session key
 * is now logged in there), whether the sign-in made them, and the server's session.
 *
 * @example
 * ```ts
 * const { organizationId, userId, created }: OAuthLogin = await client.oauthLogin(body);
 * ```
 */
export interface OAuthLogin {
  readonly organizationId: string;
  readonly userId: string;
  /** True when this sign-in made the user (a sign-up). */
  readonly created: boolean;
  /** The server's session for the user (see `Session`). */
  readonly session?: Session;
}
