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
): Promise<EmbeddedWalletUser> {
  const user = await passkeySignIn(wallet);
  await openRecoverySession(wallet.state.storage, user.userId, 'passkey');
  await connectAfterLogin(wallet, user, parameters.config);
  return user;
}
