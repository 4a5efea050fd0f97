import { p256 } from '@noble/curves/nist.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compressP256PublicKey, p1363ToDer } from './p256-encoding.js';

describe('P-256 encodings', () => {
  it('compress public keys as @noble/curves does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
        const secret = p256.utils.randomSecretKey(
          new Uint8Array(48).map((_, i) => (seed * (i + 7)) % 251),
        );
        const point = p256.getPublicKey(secret, false);
        expect(compressP256PublicKey(point)).toEqual(p256.getPublicKey(secret, true));
      }),
      { numRuns: 50 },
    );
    expect(() => compressP256PublicKey(new Uint8Array(33))).toThrow('65-byte');
  });

  it('encode r‖s as DER exactly as @noble/curves does, leading zeros and high bits included', () => {
    const scalar = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => {
      bytes[0] = (bytes[0] as number) % 0xff; // stay below the curve order
      return bytes;
    });
    const edge = fc.constantFrom(
      new Uint8Array(32).fill(0).map((_, i) => (i === 31 ? 1 : 0)),
      new Uint8Array(32).fill(0x80).map((v, i) => (i === 0 ? 0x7f : v)),
      new Uint8Array(32).map((_, i) => (i < 3 ? 0 : 0x90)),
    );
    fc.assert(
      fc.property(fc.oneof(scalar, edge), fc.oneof(scalar, edge), (r, s) => {
        const compact = new Uint8Array([...r, ...s]);
        const expected = p256.Signature.fromBytes(compact, 'compact').toBytes('der');
        expect(p1363ToDer(compact)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
    expect(() => p1363ToDer(new Uint8Array(63))).toThrow('64-byte');
  });
});
