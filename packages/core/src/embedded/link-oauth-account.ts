import type { SessionState } from '../auth/session-state.js';
import type { Config } from '../config/config.js';
import type { LatchkeyError } from '../errors/latchkey-error.js';
import type { UserCancellationError } from '../errors/user-cancellation-error.js';
import { openOAuthPopup } from '../oauth/open-oauth-popup.js';
import type { EmbeddedWalletHandle } from './embedded-wallet-state.js';
import { startOAuthLink } from './start-oauth-link.js';

/**
 * Parameters of {@link linkOAuthAccount}.
 *
 * @example
 * ```ts
 * const parameters: LinkOAuthAccountParameters = { provider: 'google' };
 * ```
 */
export interface LinkOAuthAccountParameters {
  /** A provider of the wallet's `oauth` options: 'google', 'apple' or the host's own id. */
  provider: string;
  /** The config whose signed-in session the account is linked to. Default: the wallet's. */
  config?: Config | undefined;
}

/** What {@link linkOAuthAccount} returns: the session, listing the account. */
export type LinkOAuthAccountReturnType = SessionState;

/** What {@link linkOAuthAccount} can throw. */
export type LinkOAuthAccountErrorType = LatchkeyError | UserCancellationError;

/**
 * Adds a Google, Apple or other OpenID account to the signed-in user: the provider's page opens
 * in a popup (call this straight from the click; linking never leaves the page), and the server
 * links the account it proves — and makes it a way into the user's embedded wallet (a user
 * without one gets one), so signing in with it later lands on this account and wallet. An
 * account another user holds is refused.
 *
 * @throws {LatchkeyError} 'Not signed in'; `LATCHKEY_ERROR__SESSION__CREDENTIAL_LINKED_ELSEWHERE`
 *   ('Linked to another account'); the popup's and the provider's refusals; a
 *   `UserCancellationError` when the popup is closed.
 * @example
 * ```ts
 * const { credentials } = await linkOAuthAccount(embeddedWallet, { provider: 'google' });
 * ```
 */
export function linkOAuthAccount(
  wallet: EmbeddedWalletHandle,
  parameters: LinkOAuthAccountParameters,
): Promise<LinkOAuthAccountReturnType> {
  // Synchronously, while the click still counts as the user's gesture.
  return startOAuthLink(wallet, parameters, openOAuthPopup());
}
