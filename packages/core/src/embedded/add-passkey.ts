import { LATCHKEY_ERROR__WALLET__CANNOT_PROCEED } from '../errors/codes.js';
import type { CustodyError } from '../errors/custody-error.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { UserCancellationError } from '../errors/user-cancellation-error.js';
import type { WebAuthnError } from '../errors/webauthn-error.js';
import { addAuthenticator } from './add-authenticator.js';
import { credentialClient, newPasskey } from './embedded-wallet-custody.js';
import type { EmbeddedWalletHandle } from './embedded-wallet-state.js';
import { passkeyAdded } from './embedded-wallet-store.js';
import { publishEmbeddedConnectors } from './publish-embedded-connectors.js';
import { isRecoverySessionOpen, RECOVERY_STORAGE_KEY } from './recovery-session.js';

/**
 * Whether an email recovery session is open for the signed-in user: type email, and not past
 * its expiry (1800 s after the code).
 *
 * @example
 * ```ts
 * if (await isRecoverySessionActive(embeddedWallet)) showAddPasskey();
 * ```
 */
export function isRecoverySessionActive(
  wallet: EmbeddedWalletHandle,
  parameters: { now?: number | undefined } = {},
): Promise<boolean> {
  const { state } = wallet;
  return isRecoverySessionOpen(state.storage, state.user?.userId, parameters.now ?? Date.now());
}

/**
 * Parameters of {@link addPasskey}: what names the new passkey (default the user's id).
 *
 * @example
 * ```ts
 * const parameters: AddPasskeyParameters = { email: 'ada@example.com' };
 * ```
 */
export interface AddPasskeyParameters {
  email?: string;
  passkeyIdentifier?: string;
}

/** What {@link addPasskey} returns. */
export type AddPasskeyReturnType = undefined;

/** What {@link addPasskey} can throw. */
export type AddPasskeyErrorType =
  | LatchkeyError
  | CustodyError
  | WebAuthnError
  | UserCancellationError;

/**
 * Adds a passkey to the signed-in user (`create_authenticators`), during an email recovery
 * session: after an emailed code proved who they are. The new passkey stamps from then on.
 *
 * @throws {LatchkeyError} 'Cannot proceed with your request' outside a recovery session.
 * @example
 * ```ts
 * await addPasskey(embeddedWallet);
 * ```
 */
export async function addPasskey(
  wallet: EmbeddedWalletHandle,
  parameters: AddPasskeyParameters = {},
): Promise<AddPasskeyReturnType> {
  const { state } = wallet;
  const { user: signedIn } = state;
  if (!signedIn || !(await isRecoverySessionActive(wallet))) {
    throw new LatchkeyError(LATCHKEY_ERROR__WALLET__CANNOT_PROCEED);
  }
  const passkey = await newPasskey(state, {
    ...(parameters.email ? { email: parameters.email } : {}),
    ...(parameters.passkeyIdentifier || !parameters.email
      ? { passkeyIdentifier: parameters.passkeyIdentifier ?? signedIn.userId }
      : {}),
  });
  await addAuthenticator({
    client: credentialClient(state),
    organizationId: signedIn.organizationId,
    userId: signedIn.userId,
    passkey,
  });
  // The new passkey stamps from now on, so sessions can be renewed after a reload.
  passkeyAdded(state);
  await state.storage.removeItem(RECOVERY_STORAGE_KEY);
  publishEmbeddedConnectors(wallet);
}
