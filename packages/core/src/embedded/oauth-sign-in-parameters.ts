import type { EmbeddedLoginParameters } from './finish-login.js';

/**
 * Parameters of `signInWithOAuth`.
 *
 * @example
 * ```ts
 * const parameters: SignInWithOAuthParameters = { provider: 'google', config };
 * ```
 */
export interface SignInWithOAuthParameters extends EmbeddedLoginParameters {
  /** A provider of the wallet's `oauth.providers`: 'google', 'apple', or the host's own id. */
  provider: string;
  /** Overrides the wallet's `oauth.mode` for this sign-in. */
  mode?: 'auto' | 'popup' | 'redirect';
}
