import { newPasskey } from './embedded-wallet-custody.js';
import type { EmbeddedWalletHandle } from './embedded-wallet-state.js';
import type { EmbeddedWalletUser } from './embedded-wallet-user.js';
import { connectAfterLogin, type EmbeddedLoginParameters, rememberUser } from './finish-login.js';

/**
 * Parameters of {@link signUpWithPasskey}: what names the passkey (one of the two is required).
 *
 * @example
 * ```ts
 * const parameters: SignUpWithPasskeyParameters = { email: 'ada@example.com', config };
 * ```
 */
export interface SignUpWithPasskeyParameters extends EmbeddedLoginParameters {
  email?: string;
  passkeyIdentifier?: string;
}

/**
 * Registers a passkey and signs the user up: the product API makes their sub-organization, with
 * the passkey and a wallet; the user is kept and their wallet connected (see `config`).
 *
 * @throws {CustodyError} 'Passkey registration needs an email or a passkey identifier'.
 * @throws {WebAuthnError} a passkey failure (a dismissed prompt is a cancellation).
 * @example
 * ```ts
 * const user = await signUpWithPasskey(embeddedWallet, { email: 'ada@example.com', config });
 * ```
 */
export async function signUpWithPasskey(
  wallet: EmbeddedWalletHandle,
  parameters: SignUpWithPasskeyParameters,
): Promise<EmbeddedWalletUser> {
  const { config, ...signUp } = parameters;
  // An empty name is no name: the passkey takes the other (`createPasskey`).
  const passkey = await newPasskey(wallet.state, signUp);
  // The session (with auth) is not the user's record: it is not kept with it.
  const { session, ...created } = await wallet.state.productApi.createEmbeddedUser({
    ...signUp,
    passkey,
  });
  const user = await rememberUser(wallet, created);
  await connectAfterLogin(wallet, user, config, session);
  return user;
}
