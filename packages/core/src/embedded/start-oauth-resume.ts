import { readOAuthReturn } from '../oauth/oauth-return.js';
import type { EmbeddedWalletHandle } from './embedded-wallet-state.js';
import type { EmbeddedWalletUser } from './embedded-wallet-user.js';
import type { EmbeddedLoginParameters } from './finish-login.js';

/**
 * Starts finishing a redirect sign-in when the address carries a provider's return, loading
 * that code only then; without one, settles at once with `undefined`. A failure rejects, so the
 * UI that awaits it can say what went wrong.
 *
 * @example
 * ```ts
 * state.oauthRedirect ??= startOAuthResume(wallet);
 * ```
 */
export function startOAuthResume(
  wallet: EmbeddedWalletHandle,
  parameters: EmbeddedLoginParameters = {},
): Promise<EmbeddedWalletUser | undefined> {
  if (typeof location === 'undefined' || !readOAuthReturn(location.href)) {
    return Promise.resolve(undefined);
  }
  return import('./resume-oauth-redirect.js').then(({ resumeOAuthRedirect }) =>
    resumeOAuthRedirect(wallet, parameters),
  );
}
