import { LATCHKEY_ERROR__WALLET__CANNOT_PROCEED } from '../errors/codes.js';
import type { CustodyError } from '../errors/custody-error.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { readEmailLoginCredential } from '../product-api/email-calls.js';
import {
  PENDING_EMAIL_STORAGE_KEY,
  readPendingEmailCode,
  storePendingEmailCode,
} from './email-code-storage.js';
import { custodyClient, loadAuthFrame } from './embedded-wallet-custody.js';
import type { EmbeddedWalletHandle } from './embedded-wallet-state.js';
import { authFrameLoaded, emailCodeUsed, emailPending } from './embedded-wallet-store.js';
import type { EmbeddedWalletUser } from './embedded-wallet-user.js';
import { connectAfterLogin, type EmbeddedLoginParameters, finishSignIn } from './finish-login.js';
import { heldLoginAnswer } from './held-login.js';
import { openRecoverySession } from './recovery-session.js';

/**
 * Parameters of {@link sendEmailCode}.
 *
 * @example
 * ```ts
 * const parameters: SendEmailCodeParameters = { email: 'ada@example.com' };
 * ```
 */
export interface SendEmailCodeParameters {
  email: string;
}

/** What {@link sendEmailCode} returns. */
export type SendEmailCodeReturnType = undefined;

/** What {@link sendEmailCode} can throw. */
export type SendEmailCodeErrorType = LatchkeyError;

/**
 * Email login, step 1: emails the user a one-time code (signing a new email up first). The
 * challenge waits in storage, so a reload before the code is typed loses nothing.
 *
 * @example
 * ```ts
 * await sendEmailCode(embeddedWallet, { email: 'ada@example.com' });
 * ```
 */
export async function sendEmailCode(
  wallet: EmbeddedWalletHandle,
  parameters: SendEmailCodeParameters,
): Promise<SendEmailCodeReturnType> {
  const { state } = wallet;
  const challenge = await state.productApi.startEmailLogin({ email: parameters.email });
  emailPending(state, challenge);
  await storePendingEmailCode(state.storage, challenge, parameters.email);
}

/**
 * The email a code was sent to and not yet used, while it is still good (after a reload too),
 * so the UI can go straight back to asking for it.
 *
 * @example
 * ```ts
 * const pending = await getPendingEmailCode(embeddedWallet); // { email } or undefined
 * ```
 */
export async function getPendingEmailCode(
  wallet: EmbeddedWalletHandle,
): Promise<{ email: string } | undefined> {
  const stored = await readPendingEmailCode(wallet.state.storage);
  return stored ? { email: stored.email } : undefined;
}

/**
 * Parameters of {@link signInWithEmailCode}.
 *
 * @example
 * ```ts
 * const parameters: SignInWithEmailCodeParameters = { code: typedCode, config };
 * ```
 */
export interface SignInWithEmailCodeParameters extends EmbeddedLoginParameters {
  /** The code from the email. */
  code: string;
}

/** What {@link signInWithEmailCode} returns: the signed-in user. */
export type SignInWithEmailCodeReturnType = EmbeddedWalletUser;

/** What {@link signInWithEmailCode} can throw. */
export type SignInWithEmailCodeErrorType = LatchkeyError | CustodyError;

/**
 * Email login, step 2: signs in with the emailed code. The credential it earns is sealed to the
 * auth frame and stays there; the frame authorizes a session key, the wallets are read with it,
 * an email recovery session opens, and the wallet is connected (see `config`).
 *
 * @throws {LatchkeyError} 'The code is invalid or expired.'; 'Cannot proceed with your request'
 * when no code was sent.
 * @example
 * ```ts
 * const user = await signInWithEmailCode(embeddedWallet, { code: typedCode, config });
 * ```
 */
export async function signInWithEmailCode(
  wallet: EmbeddedWalletHandle,
  parameters: SignInWithEmailCodeParameters,
): Promise<SignInWithEmailCodeReturnType> {
  const { state } = wallet;
  const challenge = state.pendingEmail ?? (await readPendingEmailCode(state.storage))?.challenge;
  if (!challenge) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__CANNOT_PROCEED);
  emailPending(state, challenge);
  const frame = state.authFrame ?? (await loadAuthFrame(state));
  authFrameLoaded(state, frame);
  const verified = await state.productApi
    .verifyEmailLogin({ ...challenge, code: parameters.code, targetPublicKey: frame.publicKey })
    .catch(async (refusal: unknown) =>
      readEmailLoginCredential(await heldLoginAnswer(wallet, parameters.config, refusal)),
    );
  await frame.injectCredentialBundle(verified.credentialBundle);
  emailCodeUsed(state);
  await state.storage.removeItem(PENDING_EMAIL_STORAGE_KEY);
  await openRecoverySession(state.storage, verified.userId);
  // The frame's credential stays on the page, stamping what the session key may not.
  const client = custodyClient(state, frame.stamper);
  const user = await finishSignIn(wallet, client, verified, client);
  await connectAfterLogin(wallet, user, parameters.config, verified.session);
  return user;
}
