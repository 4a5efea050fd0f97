import { WebauthnStamper } from '@turnkey/webauthn-stamper';
import type { CustodyStamper } from '../custody/custody-stamper.js';
import { PASSKEY_TIMEOUT_MS } from './create-passkey.js';
import { toPasskeyError } from './to-passkey-error.js';

/**
 * A stamper that signs each custody request with the user's passkey (`X-Stamp-Webauthn`):
 * Turnkey's own `@turnkey/webauthn-stamper` with user verification 'preferred' and 300000 ms,
 * its failures mapped to the catalogue (cancellation = warning).
 *
 * @example
 * ```ts
 * const client = createCustodyClient({ baseUrl, stamper: createPasskeyStamper({ rpId: location.hostname }) });
 * ```
 */
export function createPasskeyStamper(parameters: {
  rpId: string;
  /** base64url credential ids to offer; default: let the user pick a passkey for this site. */
  credentialIds?: readonly string[];
}): CustodyStamper {
  const stamper = new WebauthnStamper({
    rpId: parameters.rpId,
    timeout: PASSKEY_TIMEOUT_MS,
    userVerification: 'preferred',
    allowCredentials: (parameters.credentialIds ?? []).map((id) => ({
      id: Uint8Array.from(atob(id.replaceAll('-', '+').replaceAll('_', '/')), (c) =>
        c.charCodeAt(0),
      ),
      type: 'public-key' as const,
    })),
  });
  return {
    async stamp(body) {
      try {
        return await stamper.stamp(body);
      } catch (error) {
        throw toPasskeyError(error);
      }
    },
  };
}
