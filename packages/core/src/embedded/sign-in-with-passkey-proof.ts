import type { Config } from '../config/config.js';
import { createPasskeyStamper } from '../webauthn/create-passkey-stamper.js';
import { relyingPartyId } from './embedded-wallet-custody.js';
import type { EmbeddedWalletState } from './embedded-wallet-state.js';

/**
 * A passkey sign-in with sessions: the passkey stamps a custody `whoami` (in the parent
 * organization, dated), which is sent once, by the product server, to the custody provider. The
 * server answers the session and who the provider said signed, so the sign-in goes on from there
 * without asking the provider again: the browser's word alone proves nothing.
 *
 * @throws {WebAuthnError} a passkey failure; {LatchkeyError} 'Sign-in refused: {reason}', the
 *   product API's errors, `LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE`.
 */
export async function signInWithPasskeyProof(
  state: EmbeddedWalletState,
  config: Config,
): Promise<{ organizationId: string; userId: string }> {
  const body = JSON.stringify({
    organizationId: state.organizationId,
    timestampMs: String(Date.now()),
  });
  const stamp = await createPasskeyStamper({ rpId: relyingPartyId(state) }).stamp(body);
  const { signInWithStampedWhoami } = await import('../auth/sign-in-with-stamped-whoami.js');
  return signInWithStampedWhoami(config, { body, stamp });
}
