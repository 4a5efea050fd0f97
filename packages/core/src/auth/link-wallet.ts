import type { Config } from '../config/config.js';
import type { Connector } from '../connectors/connector.js';
import type { LatchkeyError } from '../errors/latchkey-error.js';
import type { UserCancellationError } from '../errors/user-cancellation-error.js';
import type { SessionState } from './session-state.js';

/**
 * Parameters of {@link linkWallet}.
 *
 * @example
 * ```ts
 * const parameters: LinkWalletParameters = { connector: 'wallet-standard:Backpack' };
 * ```
 */
export interface LinkWalletParameters {
  /** The wallet to add: a connector, or its id. The connected wallet stays the connected one. */
  connector: Connector | string;
}

/** What {@link linkWallet} returns: the session, listing the new wallet. */
export type LinkWalletReturnType = SessionState;

/** What {@link linkWallet} can throw. */
export type LinkWalletErrorType = LatchkeyError | UserCancellationError;

/**
 * Adds another wallet to the signed-in user: it signs the server's challenge as in a sign-in,
 * and the server links it to the user of the current session. Answers with the session, which
 * now lists both wallets.
 *
 * @throws {LatchkeyError} 'Not signed in'; 'Solana wallet not found';
 *   `LATCHKEY_ERROR__SESSION__CREDENTIAL_LINKED_ELSEWHERE` ('Linked to another
 *   account'); 'Sign-in refused: {reason}'; the wallet's failure or a cancellation.
 * @example
 * ```ts
 * const { credentials } = await linkWallet(config, { connector: 'wallet-standard:Backpack' });
 * ```
 */
export async function linkWallet(
  config: Config,
  parameters: LinkWalletParameters,
): Promise<LinkWalletReturnType> {
  return (await import('./link-another-wallet.js')).linkAnotherWallet(config, parameters);
}
