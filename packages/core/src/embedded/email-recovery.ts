import { recoverUser } from '../custody/recover-user.js';
import { revokeStamperKey } from '../custody/revoke-api-key.js';
import {
  LATCHKEY_ERROR__CUSTODY__CODE_INVALID_OR_EXPIRED,
  LATCHKEY_ERROR__WALLET__CANNOT_PROCEED,
} from '../errors/codes.js';
import { CustodyError } from '../errors/custody-error.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { checkRecoveryCredential } from './check-recovery-credential.js';
import { custodyClient, loadAuthFrame, newPasskey } from './embedded-wallet-custody.js';
import type { EmbeddedWalletHandle } from './embedded-wallet-state.js';
import { recoveryEnded, recoveryStarted } from './embedded-wallet-store.js';
import type { EmbeddedWalletUser } from './embedded-wallet-user.js';
import { connectAfterLogin, type EmbeddedLoginParameters, finishSignIn } from './finish-login.js';
import { openRecoverySession } from './recovery-session.js';

/**
 * Parameters of {@link startEmailRecovery}.
 *
 * @example
 * ```ts
 * const parameters: StartEmailRecoveryParameters = { email: 'ada@example.com' };
 * ```
 */
export interface StartEmailRecoveryParameters {
  email: string;
  /**
   * A code of the account's authenticator app, or a recovery code: asked for (the call throws
   * `LATCHKEY_ERROR__SESSION__MFA_REQUIRED`) when the account has a second factor and the server
   * guards recovery with it.
   */
  mfaCode?: string;
}

/** What {@link startEmailRecovery} returns. */
export type StartEmailRecoveryReturnType = undefined;

/** What {@link startEmailRecovery} can throw. */
export type StartEmailRecoveryErrorType = LatchkeyError | CustodyError;

/**
 * Email recovery, step 1, for a user who lost their passkey: the custody provider's recovery
 * frame is loaded, and the host's server has the provider email a recovery code sealed to it
 * (`init_user_email_recovery`). The answer is the same whether or not the email has a wallet —
 * except for an account with a second factor, when the server guards recovery with it: without
 * `mfaCode` the call throws 'Verify your second factor first', with a wrong one 'The code is wrong
 * or was already used'.
 *
 * @example
 * ```ts
 * await startEmailRecovery(embeddedWallet, { email: 'ada@example.com' });
 * ```
 */
export async function startEmailRecovery(
  wallet: EmbeddedWalletHandle,
  parameters: StartEmailRecoveryParameters,
): Promise<StartEmailRecoveryReturnType> {
  const { state } = wallet;
  const recoveryFrame = state.recovery?.frame ?? (await loadAuthFrame(state));
  try {
    const { organizationId } = await state.productApi.startEmailRecovery({
      email: parameters.email,
      targetPublicKey: recoveryFrame.publicKey,
      ...(parameters.mfaCode === undefined ? {} : { mfaCode: parameters.mfaCode }),
    });
    recoveryStarted(state, { frame: recoveryFrame, organizationId, email: parameters.email });
  } catch (error) {
    if (!state.recovery) recoveryFrame.remove();
    throw error;
  }
}

/**
 * The email a recovery code was sent to on this page, while one is awaited.
 *
 * @example
 * ```ts
 * const pending = getPendingRecovery(embeddedWallet); // { email } or undefined
 * ```
 */
export function getPendingRecovery(wallet: EmbeddedWalletHandle): { email: string } | undefined {
  const { recovery } = wallet.state;
  return recovery ? { email: recovery.email } : undefined;
}

/**
 * Parameters of {@link recoverWithEmailCode}.
 *
 * @example
 * ```ts
 * const parameters: RecoverWithEmailCodeParameters = { code: pastedCode, config };
 * ```
 */
export interface RecoverWithEmailCodeParameters extends EmbeddedLoginParameters {
  /** The recovery code from the email; spaces and line breaks are ignored. */
  code: string;
}

/** What {@link recoverWithEmailCode} returns: the signed-in user. */
export type RecoverWithEmailCodeReturnType = EmbeddedWalletUser;

/** What {@link recoverWithEmailCode} can throw. */
export type RecoverWithEmailCodeErrorType = LatchkeyError | CustodyError;

/**
 * Email recovery, step 2: the code from the email goes into the recovery frame, which must
 * hold a credential of the user younger than 900 s; the user creates a new passkey, which the
 * frame adds (`recover_user`); the frame authorizes the session, the recovery credential is
 * revoked, and the user is signed in, their new passkey stamping from then on, and connected
 * (see `config`).
 *
 * @throws {CustodyError} 'The code is invalid or expired.' for a code that does not open, is
 * unknown to the provider, or is too old.
 * @throws {LatchkeyError} 'Cannot proceed with your request' when no recovery was started.
 * @example
 * ```ts
 * const user = await recoverWithEmailCode(embeddedWallet, { code: pastedCode, config });
 * ```
 */
export async function recoverWithEmailCode(
  wallet: EmbeddedWalletHandle,
  parameters: RecoverWithEmailCodeParameters,
): Promise<RecoverWithEmailCodeReturnType> {
  const { state } = wallet;
  const started = state.recovery;
  if (!started) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__CANNOT_PROCEED);
  const { frame } = started;
  await frame.injectCredentialBundle(parameters.code.replace(/\s+/g, '')).catch((cause) => {
    throw new CustodyError(LATCHKEY_ERROR__CUSTODY__CODE_INVALID_OR_EXPIRED, { cause });
  });
  const frameClient = custodyClient(state, frame.stamper);
  const me = await checkRecoveryCredential(frameClient, frame.stamper, {
    organizationId: started.organizationId,
  });
  const passkey = await newPasskey(state, { email: started.email });
  await recoverUser(frameClient, { organizationId: me.organizationId, userId: me.userId, passkey });
  // The frame authorizes the session; the new passkey stamps from then on.
  const user = await finishSignIn(wallet, frameClient, me);
  // The code is spent: its credential deletes itself, and the frame goes.
  await revokeStamperKey(frameClient, frame.stamper, me).catch((cause) =>
    state.connectorContext?.logger.warn('Could not revoke the recovery credential', cause),
  );
  frame.remove();
  recoveryEnded(state);
  await openRecoverySession(state.storage, me.userId, 'email');
  await connectAfterLogin(wallet, user, parameters.config);
  return user;
}
