import type { CustodyError } from '../errors/custody-error.js';
import type { LatchkeyError } from '../errors/latchkey-error.js';
import type { UserCancellationError } from '../errors/user-cancellation-error.js';
import type { WebAuthnError } from '../errors/webauthn-error.js';
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

/** What {@link signUpWithPasskey} returns: the signed-up user. */
export type SignUpWithPasskeyReturnType = EmbeddedWalletUser;

/** What {@link signUpWithPasskey} can throw. */
export type SignUpWithPasskeyErrorType =
  | LatchkeyError
  | CustodyError
  | WebAuthnError
  | UserCancellationError;

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
): Promise<SignUpWithPasskeyReturnType> {
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
