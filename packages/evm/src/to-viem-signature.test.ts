import { isLatchkeyError, LATCHKEY_ERROR__CUSTODY__MALFORMED_RESPONSE } from '@latchkey/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toViemSignature } from './to-viem-signature.js';

const R = 'a'.repeat(64);
const S = 'b'.repeat(64);

describe('toViemSignature', () => {
  it('reads v as y-parity 0/1 or as 27/28, with or without 0x', () => {
    expect(toViemSignature({ r: R, s: S, v: '00' })).toEqual({
      r: `0x${R}`,
      s: `0x${S}`,
      v: 27n,
      yParity: 0,
    });
    expect(toViemSignature({ r: `0x${R}`, s: S, v: '01' }).yParity).toBe(1);
    expect(toViemSignature({ r: R, s: S, v: '1c' })).toMatchObject({ v: 28n, yParity: 1 });
  });

  it('left-pads short r and s to 32 bytes', () => {
    expect(toViemSignature({ r: '1', s: 'ff', v: '00' }).r).toBe(`0x${'1'.padStart(64, '0')}`);
  });

  it('refuses anything that is not a secp256k1 signature, as a CustodyError', () => {
    fc.assert(
      fc.property(fc.record({ r: fc.string(), s: fc.string(), v: fc.string() }), (signature) => {
        try {
          const result = toViemSignature(signature);
          expect([0, 1]).toContain(result.yParity);
        } catch (error) {
          expect(isLatchkeyError(error, LATCHKEY_ERROR__CUSTODY__MALFORMED_RESPONSE)).toBe(true);
        }
      }),
      { seed: 8, numRuns: 2000 },
    );
    expect(() => toViemSignature({ r: R, s: S, v: '05' })).toThrow(/secp256k1/);
    expect(() => toViemSignature({ r: 'zz', s: S, v: '00' })).toThrow(/secp256k1/);
  });
});
