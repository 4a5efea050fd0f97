import type { Config } from '../config/config.js';
import type { CustodyStamp, CustodyStamper } from '../custody/custody-stamper.js';
import { createPasskeyStamper } from '../webauthn/create-passkey-stamper.js';
import { relyingPartyId } from './embedded-wallet-custody.js';
import type { EmbeddedWalletState } from './embedded-wallet-state.js';

/**
 * A passkey sign-in's proof for the product server: the passkey stamper that signs the
 * sign-in's first request (its custody `whoami`, in the parent organization, with a
 * `timestampMs`), keeping that request's exact JSON and stamp, and the session traded for them.
 * The server has the custody provider answer the stamped `whoami` itself: the browser's word
 * alone proves nothing. No passkey prompt more than the sign-in's own.
 *
 * @example
 * ```ts
 * const proof = passkeyProof(wallet.state);
 * const me = await custodyClient(wallet.state, proof.stamper).query('whoami', { organizationId, timestampMs });
 * await proof.signIn(config);
 * ```
 */
export function passkeyProof(state: EmbeddedWalletState): {
  readonly stamper: CustodyStamper;
  signIn(config: Config): Promise<void>;
} {
  const passkey = createPasskeyStamper({ rpId: relyingPartyId(state) });
  let first: { body: string; stamp: CustodyStamp } | undefined;
  return {
    stamper: {
      async stamp(body) {
        const stamp = await passkey.stamp(body);
        first ??= { body, stamp };
        return stamp;
      },
    },
    async signIn(config) {
      const { signInWithStampedWhoami } = await import('../auth/sign-in-with-stamped-whoami.js');
      await signInWithStampedWhoami(config, first as NonNullable<typeof first>);
    },
  };
}
