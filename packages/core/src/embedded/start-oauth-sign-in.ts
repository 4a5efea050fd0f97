import type { ResolvedOAuthProvider } from '../oauth/oauth-provider.js';
import {
  PENDING_OAUTH_STORAGE_KEY,
  type PendingOAuthSignIn,
} from '../oauth/pending-oauth-sign-in.js';
import { resolveOAuthProvider } from '../oauth/resolve-oauth-provider.js';
import { waitForOAuthPopup } from '../oauth/wait-for-oauth-popup.js';
import type { EmbeddedWalletHandle } from './embedded-wallet-state.js';
import type { EmbeddedWalletUser } from './embedded-wallet-user.js';
import { finishOAuthSignIn } from './finish-oauth-sign-in.js';
import { keyStorage } from './key-storage.js';
import { codeOf } from './oauth-code.js';
import type { SignInWithOAuthParameters } from './oauth-sign-in-parameters.js';
import { prepareOAuthRequest } from './prepare-oauth-request.js';

/**
 * The sign-in after the popup is open (or not): the session key made and the provider's page
 * opened — in the popup, waiting for it to come back, or by sending the page there with what
 * the return needs kept in IndexedDB (then this promise does not settle: the page is leaving).
 */
export async function startOAuthSignIn(
  wallet: EmbeddedWalletHandle,
  parameters: SignInWithOAuthParameters,
  popup: Window | null,
): Promise<EmbeddedWalletUser> {
  const { state } = wallet;
  let provider: ResolvedOAuthProvider;
  let request: Awaited<ReturnType<typeof prepareOAuthRequest>>;
  try {
    provider = resolveOAuthProvider(state.oauth, parameters.provider);
    request = await prepareOAuthRequest(state, provider);
  } catch (error) {
    popup?.close();
    throw error;
  }
  if (!popup) {
    // By redirect: everything the return needs waits in IndexedDB, then the page goes.
    const pending: PendingOAuthSignIn = { ...request.pending, startedAt: Date.now() };
    await keyStorage(state).setItem(PENDING_OAUTH_STORAGE_KEY, pending);
    location.assign(request.url);
    return new Promise<never>(() => undefined);
  }
  popup.location.href = request.url;
  const returned = await waitForOAuthPopup(popup, request.pending.redirectUri);
  const code = codeOf(returned, request.pending.state, provider.name);
  return finishOAuthSignIn(wallet, { ...request.pending, code, config: parameters.config });
}
