/**
 * One sign-in provider as the host configures it: the app's client id there, and for any
 * provider but the built-in ones, its issuer (its endpoints are then read from the issuer's
 * `/.well-known/openid-configuration`).
 *
 * @example
 * ```ts
 * const google: OAuthProviderOptions = { clientId: '1234.apps.googleusercontent.com' };
 * ```
 */
export interface OAuthProviderOptions {
  /** The app's client id at the provider (public; the server checks ID tokens are for it). */
  readonly clientId: string;
  /**
   * The issuer. Built in for `google` and `apple`; required for any other provider. Set it on
   * `google` or `apple` to point them at a test issuer (the sandbox's).
   */
  readonly issuer?: string;
  /** What the button says after "Continue with". Default: the built-in name, else the id. */
  readonly name?: string;
  /** The scopes asked for. Default `openid email` (Apple: `openid`, see docs/guide/social-login.md). */
  readonly scope?: string;
}

/**
 * The OpenID sign-in settings of an embedded wallet: the providers offered, in order, and where
 * the provider sends the user back.
 *
 * @example
 * ```ts
 * const oauth: OAuthOptions = { providers: { google: { clientId }, apple: { clientId: 'com.acme.web' } } };
 * ```
 */
export interface OAuthOptions {
  readonly providers: Readonly<Record<string, OAuthProviderOptions>>;
  /**
   * Where the provider returns the user: register exactly this URL with each provider. Default:
   * the page's origin and path when the sign-in starts.
   */
  readonly redirectUri?: string;
  /**
   * `popup` (desktops), `redirect` (the whole page goes and comes back), or `auto` (default): a
   * popup, except on phones and wherever the popup is blocked.
   */
  readonly mode?: 'auto' | 'popup' | 'redirect';
}

/**
 * A provider with everything a sign-in needs resolved: its id, name, issuer and scope, and the
 * authorization endpoint when it is known without asking the issuer.
 *
 * @example
 * ```ts
 * const google: ResolvedOAuthProvider = resolveOAuthProvider(options, 'google');
 * ```
 */
export interface ResolvedOAuthProvider {
  readonly id: string;
  readonly name: string;
  readonly clientId: string;
  readonly issuer: string;
  readonly scope: string;
  readonly authorizationEndpoint: string | undefined;
}

/**
 * Google's and Apple's issuers and authorization endpoints, so a sign-in with either starts
 * without a discovery round trip. Apple returns an email only by `form_post` to a server, so
 * its default scope is `openid` (the `sub` alone).
 *
 * @example
 * ```ts
 * BUILT_IN_OAUTH_PROVIDERS.google.issuer; // 'https://accounts.google.com'
 * ```
 */
export const BUILT_IN_OAUTH_PROVIDERS = Object.freeze({
  google: {
    name: 'Google',
    issuer: 'https://accounts.google.com',
    authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    scope: 'openid email',
  },
  apple: {
    name: 'Apple',
    issuer: 'https://appleid.apple.com',
    authorizationEndpoint: 'https://appleid.apple.com/auth/authorize',
    scope: 'openid',
  },
} as const);
