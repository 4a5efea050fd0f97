import { pow } from '@noble/curves/abstract/modular.js';
import { montgomery } from '@noble/curves/abstract/montgomery.js';

// Curve25519's field prime, 2^255 - 19 (RFC 7748 §4.1).
const P = 2n ** 255n - 19n;

/**
 * X25519 (RFC 7748) built from @noble's Montgomery-ladder module alone. `@noble/curves/ed25519`
 * exports the same function but ships the Edwards curve with it (about 9 KB gzip the deep link
 * never uses); this is noble's documented way to make the curve from its parameters. Checked
 * against RFC 7748's vectors and noble's own x25519 in `x25519.test.ts`.
 */
export const x25519 = montgomery({
  P,
  type: 'x25519',
  // RFC 7748 §5 "decodeScalar25519": clear the 3 low bits and the top bit, set bit 254.
  adjustScalarBytes(bytes: Uint8Array) {
    bytes[0] = (bytes[0] ?? 0) & 248;
    bytes[31] = ((bytes[31] ?? 0) & 127) | 64;
    return bytes;
  },
  powPminus2: (x: bigint) => pow(x, P - 2n, P),
});
