import { openOAuthPopup } from '../oauth/oauth-popup.js';
import type { OAuthOptions } from '../oauth/oauth-provider.js';
import { prefersRedirect } from '../oauth/prefers-redirect.js';
import { resolveOAuthProvider } from '../oauth/resolve-oauth-provider.js';
import type { EmbeddedWalletHandle } from './embedded-wallet-state.js';
import type { EmbeddedWalletUser } from './embedded-wallet-user.js';
import type { SignInWithOAuthParameters } from './oauth-sign-in-parameters.js';

/**
 * Signs in (or up) with Google, Apple or any configured OpenID provider. The browser makes the
 * session key first; the provider's page opens with PKCE, a `state`, and the key's hash as the
 * `nonce`, so the ID token can log in this key and no other. In a popup on desktops — call this
 * straight from the click, before any `await` of yours, or the browser blocks the popup — and
 * by redirect on phones or when the popup is blocked: the page then leaves (this promise does
 * not settle) and the sign-in finishes when it comes back ({@link resumeOAuthRedirect}, which
 * the config runs by itself).
 *
 * @throws {UserCancellationError} 'user cancelled the request' when the popup is closed or the
 * user declines at the provider; {@link LatchkeyError} 'Sign-in provider {provider} is not
 * configured', 'Sign-in with {provider} failed: {reason}', or what the server refuses.
 * @example
 * ```ts
 * button.onclick = () => signInWithOAuth(embeddedWallet, { provider: 'google', config });
 * ```
 */
export function signInWithOAuth(
  wallet: EmbeddedWalletHandle,
  parameters: SignInWithOAuthParameters,
): Promise<EmbeddedWalletUser> {
  const { state } = wallet;
  try {
    const provider = resolveOAuthProvider(state.oauth, parameters.provider);
    const mode = parameters.mode ?? state.oauth?.mode ?? 'auto';
    // Synchronously, while the click still counts as the user's gesture.
    const popup =
      mode === 'redirect' || (mode === 'auto' && prefersRedirect()) ? null : openOAuthPopup();
    // The rest loads now: a page that never signs in this way never loads it.
    return import('./start-oauth-sign-in.js').then(
      ({ startOAuthSignIn }) => startOAuthSignIn(wallet, parameters, provider, popup),
      (error: unknown) => {
        popup?.close();
        throw error;
      },
    );
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * The providers `oauth` offers, in its order, each with the name its button shows; one that is
 * not fully configured (no issuer) is left out rather than shown to fail.
 *
 * @example
 * ```ts
 * oauthProviderNames({ providers: { google: { clientId } } }); // [{ id: 'google', name: 'Google' }]
 * ```
 */
export function oauthProviderNames(
  oauth: OAuthOptions | undefined,
): readonly { readonly id: string; readonly name: string }[] {
  return Object.keys(oauth?.providers ?? {}).flatMap((id) => {
    try {
      return [{ id, name: resolveOAuthProvider(oauth, id).name }];
    } catch {
      return [];
    }
  });
}
