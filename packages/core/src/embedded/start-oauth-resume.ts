import type { EmbeddedWalletHandle } from './embedded-wallet-state.js';
import type { EmbeddedWalletUser } from './embedded-wallet-user.js';
import type { EmbeddedLoginParameters } from './finish-login.js';
import { resumeOAuthRedirect } from './resume-oauth-redirect.js';

/**
 * Starts finishing a redirect sign-in when the address carries a provider's return; without
 * one, settles at once with `undefined`. It never rejects: a failure (a "no" at the provider, a
 * refused token) is logged as a warning by the config's logger and leaves the page signed out,
 * as it was before the sign-in.
 */
export function startOAuthResume(
  wallet: EmbeddedWalletHandle,
  parameters: EmbeddedLoginParameters = {},
): Promise<EmbeddedWalletUser | undefined> {
  // A cheap look first: most pages are no provider's return.
  if (typeof location === 'undefined' || !/[?&#]state=/.test(location.href)) {
    return Promise.resolve(undefined);
  }
  return resumeOAuthRedirect(wallet, parameters).catch((error: unknown) => {
    wallet.state.connectorContext?.logger.warn('The sign-in back from the provider failed', error);
    return undefined;
  });
}
