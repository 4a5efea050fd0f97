import { readOAuthReturn, removeOAuthReturn } from '../oauth/oauth-return.js';
import {
  PENDING_OAUTH_STORAGE_KEY,
  readPendingOAuthSignIn,
} from '../oauth/pending-oauth-sign-in.js';
import { resolveOAuthProvider } from '../oauth/resolve-oauth-provider.js';
import type { EmbeddedWalletHandle } from './embedded-wallet-state.js';
import type { EmbeddedWalletUser } from './embedded-wallet-user.js';
import type { EmbeddedLoginParameters } from './finish-login.js';
import { finishOAuthSignIn } from './finish-oauth-sign-in.js';
import { keyStorage } from './key-storage.js';
import { codeOf } from './oauth-code.js';

/**
 * Finishes an OpenID sign-in that went by redirect, once the page is back: when the address
 * carries a provider's return whose `state` is the one this browser kept, the return leaves the
 * address, the kept sign-in is spent, and the sign-in ends as a popup's does. Any other return
 * (a popup's, the host's own OAuth) is left alone. The config runs it by itself when it first
 * reads the wallet's connectors; the wallet's `resumeOAuth(config)` hands over that run.
 *
 * @returns the user, or `undefined` when there was nothing to finish.
 * @throws {UserCancellationError} when the user declined at the provider; `LatchkeyError`
 * for a provider's error, or what the server refuses.
 */
export async function resumeOAuthRedirect(
  wallet: EmbeddedWalletHandle,
  parameters: EmbeddedLoginParameters = {},
): Promise<EmbeddedWalletUser | undefined> {
  const { state } = wallet;
  const returned = typeof location === 'undefined' ? undefined : readOAuthReturn(location.href);
  if (!returned) return undefined;
  const storage = keyStorage(state);
  const pending = await readPendingOAuthSignIn(storage);
  if (!pending || pending.state !== returned.state) return undefined;
  // Spent before use: a reload mid-way never replays the code.
  await storage.removeItem(PENDING_OAUTH_STORAGE_KEY);
  removeOAuthReturn();
  const provider = resolveOAuthProvider(state.oauth, pending.provider);
  const code = codeOf(returned, pending.state, provider.name);
  return finishOAuthSignIn(wallet, { ...pending, code, config: parameters.config });
}
