import { bytesToHex } from '@noble/hashes/utils.js';
import { base64urlnopad } from '@scure/base';
import type { CustodyStamp, CustodyStamper } from './custody-stamper.js';
import { p1363ToDer } from './p256-encoding.js';
import type { SessionKey } from './session-key.js';

/** The scheme of a P-256 API-key stamp. */
export const API_KEY_STAMP_SCHEME = 'SIGNATURE_SCHEME_TK_API_P256';

/**
 * Stamps a body with a WebCrypto P-256 key: ECDSA/SHA-256 over the exact bytes, re-encoded from
 * WebCrypto's r‖s to DER, in the provider's `X-Stamp` format (b64url JSON of publicKey, scheme,
 * signature) — the same header `@turnkey/api-key-stamper` makes from a hex private key, but
 * from a key whose private half script can never read.
 *
 * @example
 * ```ts
 * const { stampHeaderName, stampHeaderValue } = await stampWithSessionKey(key, body);
 * ```
 */
export async function stampWithSessionKey(key: SessionKey, body: string): Promise<CustodyStamp> {
  const signature = new Uint8Array(
    await crypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      key.privateKey,
      new TextEncoder().encode(body),
    ),
  );
  const stamp = JSON.stringify({
    publicKey: key.publicKey,
    scheme: API_KEY_STAMP_SCHEME,
    signature: bytesToHex(p1363ToDer(signature)),
  });
  return {
    stampHeaderName: 'X-Stamp',
    stampHeaderValue: base64urlnopad.encode(new TextEncoder().encode(stamp)),
  };
}

/**
 * A stamper over one session key.
 *
 * @example
 * ```ts
 * const client = createCustodyClient({ baseUrl, stamper: createSessionKeyStamper(key) });
 * ```
 */
export function createSessionKeyStamper(key: SessionKey): CustodyStamper {
  return { stamp: (body) => stampWithSessionKey(key, body) };
}
