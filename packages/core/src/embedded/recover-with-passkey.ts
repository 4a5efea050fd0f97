import type { CustodyError } from '../errors/custody-error.js';
import type { LatchkeyError } from '../errors/latchkey-error.js';
import type { UserCancellationError } from '../errors/user-cancellation-error.js';
import type { WebAuthnError } from '../errors/webauthn-error.js';
import type { EmbeddedWalletHandle } from './embedded-wallet-state.js';
import type { EmbeddedWalletUser } from './embedded-wallet-user.js';
import { connectAfterLogin, type EmbeddedLoginParameters } from './finish-login.js';
import { openRecoverySession } from './recovery-session.js';
import { passkeySignIn } from './sign-in-with-passkey.js';

/**
 * Parameters of {@link recoverWithPasskey}.
 *
 * @example
 * ```ts
 * const parameters: RecoverWithPasskeyParameters = { config };
 * ```
 */
export type RecoverWithPasskeyParameters = EmbeddedLoginParameters;

/** What {@link recoverWithPasskey} returns: the signed-in user. */
export type RecoverWithPasskeyReturnType = EmbeddedWalletUser;

/** What {@link recoverWithPasskey} can throw. */
export type RecoverWithPasskeyErrorType =
  | LatchkeyError
  | CustodyError
  | WebAuthnError
  | UserCancellationError;

/**
 * Passkey recovery: signs in with a passkey the user keeps elsewhere (another device, a
 * password manager) and notes the recovery (`recoveryType: 'passkey'`); the wallet is then
 * connected (see `config`).
 *
 * @example
 * ```ts
 * const user = await recoverWithPasskey(embeddedWallet, { config });
 * ```
 */
export async function recoverWithPasskey(
  wallet: EmbeddedWalletHandle,
  parameters: RecoverWithPasskeyParameters = {},
): Promise<RecoverWithPasskeyReturnType> {
  const user = await passkeySignIn(wallet);
  await openRecoverySession(wallet.state.storage, user.userId, 'passkey');
  await connectAfterLogin(wallet, user, parameters.config);
  return user;
}
