import type { Connector } from '../connectors/connector.js';
import { stampPublicKey } from '../custody/revoke-api-key.js';
import { revokeSignInCredentials } from '../custody/revoke-sign-in-credentials.js';
import type { LatchkeyError } from '../errors/latchkey-error.js';
import { PENDING_EMAIL_STORAGE_KEY } from './email-code-storage.js';
import { credentialClient } from './embedded-wallet-custody.js';
import { EMBEDDED_USER_STORAGE_KEY, type EmbeddedWalletHandle } from './embedded-wallet-state.js';
import { signedOut } from './embedded-wallet-store.js';
import { RECOVERY_STORAGE_KEY } from './recovery-session.js';

/**
 * Parameters of {@link signOut}.
 *
 * @example
 * ```ts
 * const parameters: SignOutParameters = { connector: config.getActiveConnector() };
 * ```
 */
export interface SignOutParameters {
  /** The embedded connector in use, disconnected first. */
  connector?: Connector | undefined;
}

/** What {@link signOut} returns. */
export type SignOutReturnType = undefined;

/** What {@link signOut} can throw: the product API's errors, when the wallet's config has `auth`. */
export type SignOutErrorType = LatchkeyError;

/**
 * Signs the user out: the session key, the email credential and every email, one-time-code
 * and recovery credential of the user are revoked at the provider (passkeys and other
 * devices' session keys stay), the frame is removed and every record of the user here is
 * cleared (the wallets stay with the provider). Disconnecting the embedded connector (e.g.
 * React's `useDisconnect`) does the same.
 *
 * @example
 * ```ts
 * await signOut(embeddedWallet);
 * ```
 */
export async function signOut(
  wallet: EmbeddedWalletHandle,
  parameters: SignOutParameters = {},
): Promise<SignOutReturnType> {
  await parameters.connector?.disconnect();
  await endEmbeddedSession(wallet);
  // The product server's session ends too, when the wallet's config has one.
  const config = wallet.state.config?.();
  if (config?.auth) await (await import('../auth/config-session.js')).disconnect(config);
}

/**
 * Signs the user out everywhere it matters: at the provider, the session key revokes itself and
 * every sign-in credential of the user — the frame's email-code credential, and any email,
 * one-time-code or recovery key a script on this page could have had minted or emailed — in one
 * `delete_api_keys`; without a live session key the frame's credential does it. Passkeys and
 * other devices' session keys stay. Then every record here is cleared. A revocation that fails
 * is logged; the user is signed out on this device either way.
 */
export async function endEmbeddedSession(wallet: EmbeddedWalletHandle): Promise<void> {
  const { state } = wallet;
  const { user: signedIn, session: ending, authFrame: endingFrame, credential } = state;
  const client = credentialClient(state);
  const warn = (cause: unknown) =>
    state.connectorContext?.logger.warn(
      'Could not revoke a credential at the custody provider',
      cause,
    );
  try {
    if (signedIn && ending) {
      const owner = { organizationId: signedIn.organizationId, userId: signedIn.userId };
      let revoked = false;
      await ending
        .end(async (stamper, publicKey) => {
          await revokeSignInCredentials(client.withStamper(stamper), {
            ...owner,
            publicKey,
          });
          revoked = true;
        })
        .catch(warn);
      if (!revoked && endingFrame && credential) {
        const publicKey = await stampPublicKey(endingFrame.stamper).catch(() => undefined);
        await revokeSignInCredentials(credential, { ...owner, publicKey }).catch(warn);
      }
    }
  } finally {
    state.recovery?.frame.remove();
    endingFrame?.remove();
    signedOut(state, endingFrame);
    await Promise.all(
      [EMBEDDED_USER_STORAGE_KEY, RECOVERY_STORAGE_KEY, PENDING_EMAIL_STORAGE_KEY].map((key) =>
        state.storage.removeItem(key),
      ),
    );
    // Nobody is signed in: no connectors (a login that ended meanwhile published its own).
    if (!state.user) state.connectorList.set([]);
  }
}
