import type { Config } from '../config/config.js';
import { createPasskeyStamper } from '../webauthn/create-passkey-stamper.js';
import { relyingPartyId } from './embedded-wallet-custody.js';
import type { EmbeddedWalletHandle } from './embedded-wallet-state.js';
import type { EmbeddedWalletUser } from './embedded-wallet-user.js';

/**
 * A passkey sign-in's session: the passkey stamps a custody `whoami` in the user's
 * sub-organization (exactly the JSON the custody client would send), which the product server
 * has the custody provider answer before it issues a session. The browser's word alone proves
 * nothing; the provider's answer does. The passkey is asked once more for it.
 *
 * @throws {WebAuthnError} a passkey failure; {LatchkeyError} 'Sign-in refused: {reason}',
 *   the product API's errors.
 * @example
 * ```ts
 * if (config.auth) await signInWithPasskeyProof(wallet, user, config);
 * ```
 */
export async function signInWithPasskeyProof(
  wallet: EmbeddedWalletHandle,
  user: Pick<EmbeddedWalletUser, 'organizationId'>,
  config: Config,
): Promise<void> {
  const body = JSON.stringify({
    organizationId: user.organizationId,
    timestampMs: String(Date.now()),
  });
  const stamp = await createPasskeyStamper({ rpId: relyingPartyId(wallet.state) }).stamp(body);
  const { signInWithStampedWhoami } = await import('../auth/sign-in-with-stamped-whoami.js');
  await signInWithStampedWhoami(config, { body, stamp });
}
