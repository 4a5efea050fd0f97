import type { CustodyError } from '../errors/custody-error.js';
import type { LatchkeyError } from '../errors/latchkey-error.js';
import type { UserCancellationError } from '../errors/user-cancellation-error.js';
import { BUILT_IN_OAUTH_PROVIDERS, type OAuthOptions } from '../oauth/oauth-provider.js';
import { openOAuthPopup } from '../oauth/open-oauth-popup.js';
import { prefersRedirect } from '../oauth/prefers-redirect.js';
import type { EmbeddedWalletHandle } from './embedded-wallet-state.js';
import type { EmbeddedWalletUser } from './embedded-wallet-user.js';
import type { SignInWithOAuthParameters } from './oauth-sign-in-parameters.js';
import { startOAuthSignIn } from './start-oauth-sign-in.js';

/** What {@link signInWithOAuth} returns: the signed-in user. */
export type SignInWithOAuthReturnType = EmbeddedWalletUser;

/** What {@link signInWithOAuth} can throw. */
export type SignInWithOAuthErrorType = LatchkeyError | CustodyError | UserCancellationError;

/**
 * Signs in (or up) with Google, Apple or any configured OpenID provider. The browser makes the
 * session key first; the provider's page opens with PKCE, a `state`, and the key's hash as the
 * `nonce`, so the ID token can log in this key and no other. In a popup on desktops — call this
 * straight from the click, before any `await` of yours, or the browser blocks the popup — and
 * by redirect on phones or when the popup is blocked: the page then leaves (this promise does
 * not settle) and the sign-in finishes when it comes back on the wallet's config, which
 * starts it when it first reads the wallet's connectors).
 *
 * @throws {UserCancellationError} 'user cancelled the request' when the popup is closed or the
 * user declines at the provider; `LatchkeyError` 'Sign-in refused: {reason}' (a provider
 * not configured here, the provider's error), or what the server refuses.
 * @example
 * ```ts
 * button.onclick = () => signInWithOAuth(embeddedWallet, { provider: 'google', config });
 * ```
 */
export function signInWithOAuth(
  wallet: EmbeddedWalletHandle,
  parameters: SignInWithOAuthParameters,
): Promise<SignInWithOAuthReturnType> {
  const mode = parameters.mode ?? wallet.state.oauth?.mode ?? 'auto';
  // Synchronously, while the click still counts as the user's gesture.
  const popup =
    mode === 'redirect' || (mode === 'auto' && prefersRedirect()) ? null : openOAuthPopup();
  return startOAuthSignIn(wallet, parameters, popup);
}

/**
 * The providers `oauth` offers, in its order, each with the name its button shows; one with
 * neither an issuer nor a built-in one is left out rather than shown to fail.
 */
export function oauthProviderNames(
  oauth: OAuthOptions | undefined,
): readonly { readonly id: string; readonly name: string }[] {
  return Object.entries(oauth?.providers ?? {}).flatMap(([id, options]) => {
    const builtIn = Object.hasOwn(BUILT_IN_OAUTH_PROVIDERS, id)
      ? BUILT_IN_OAUTH_PROVIDERS[id as keyof typeof BUILT_IN_OAUTH_PROVIDERS]
      : undefined;
    return options.issuer || builtIn ? [{ id, name: options.name ?? builtIn?.name ?? id }] : [];
  });
}
