import type { Config } from '../config/config.js';
import { whoami } from '../custody/custody-queries.js';
import type { CustodyError } from '../errors/custody-error.js';
import type { LatchkeyError } from '../errors/latchkey-error.js';
import type { UserCancellationError } from '../errors/user-cancellation-error.js';
import type { WebAuthnError } from '../errors/webauthn-error.js';
import { passkeyClient } from './embedded-wallet-custody.js';
import type { EmbeddedWalletHandle } from './embedded-wallet-state.js';
import type { EmbeddedWalletUser } from './embedded-wallet-user.js';
import { connectAfterLogin, type EmbeddedLoginParameters, finishSignIn } from './finish-login.js';
import { signInWithPasskeyProof } from './sign-in-with-passkey-proof.js';

/**
 * Parameters of {@link signInWithPasskey}.
 *
 * @example
 * ```ts
 * const parameters: SignInWithPasskeyParameters = { config };
 * ```
 */
export type SignInWithPasskeyParameters = EmbeddedLoginParameters;

/** What {@link signInWithPasskey} returns: the signed-in user. */
export type SignInWithPasskeyReturnType = EmbeddedWalletUser;

/** What {@link signInWithPasskey} can throw. */
export type SignInWithPasskeyErrorType =
  | LatchkeyError
  | CustodyError
  | WebAuthnError
  | UserCancellationError;

/**
 * Signs in with an existing passkey: the provider names the user's sub-organization, a session
 * key is authorized with the passkey, and the wallets are read with it; with `auth` on the
 * config, the passkey proves the user to the product server too (a session); the wallet is then
 * connected (see `config`).
 *
 * @throws {WebAuthnError} a passkey failure (a dismissed prompt is a cancellation).
 * @example
 * ```ts
 * const user = await signInWithPasskey(embeddedWallet, { config });
 * ```
 */
export async function signInWithPasskey(
  wallet: EmbeddedWalletHandle,
  parameters: SignInWithPasskeyParameters = {},
): Promise<SignInWithPasskeyReturnType> {
  const config = parameters.config ?? wallet.state.config?.();
  const user = await passkeySignIn(wallet, config?.auth ? config : undefined);
  await connectAfterLogin(wallet, user, parameters.config);
  return user;
}

/**
 * The passkey names the user's sub-organization; a session key is authorized with it, the
 * wallets are read with that, and the user is kept. With `sessionConfig` (a config with
 * `auth`), the passkey's stamped `whoami` goes to the product server instead, which has the
 * provider answer it and signs the user in.
 * Recovery by passkey starts the same way.
 */
export async function passkeySignIn(
  wallet: EmbeddedWalletHandle,
  sessionConfig?: Config,
): Promise<EmbeddedWalletUser> {
  const { state } = wallet;
  const client = passkeyClient(state);
  // With sessions, the product server asks the provider who signed (the one whoami).
  const me = sessionConfig
    ? await signInWithPasskeyProof(state, sessionConfig)
    : await whoami(client, { organizationId: state.organizationId });
  return finishSignIn(wallet, client, me);
}
