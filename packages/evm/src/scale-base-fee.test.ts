import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BASE_FEE_MULTIPLIER } from './constants.js';
import { scaleBaseFee } from './scale-base-fee.js';

describe('scaleBaseFee', () => {
  it('applies the default multiplier of 1.2 exactly, in wei', () => {
    expect(DEFAULT_BASE_FEE_MULTIPLIER).toBe(1.2);
    expect(scaleBaseFee(10_000_000_000n)).toBe(12_000_000_000n);
    expect(scaleBaseFee(2n ** 100n)).toBe((2n ** 100n * 12n + 9n) / 10n);
  });

  it('never goes below the base fee', () => {
    expect(scaleBaseFee(7n, 0.5)).toBe(7n);
    expect(scaleBaseFee(7n, Number.NaN)).toBe(scaleBaseFee(7n));
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 128n }),
        fc.double({ min: -10, max: 10, noNaN: true }),
        (fee, m) => {
          expect(scaleBaseFee(fee, m) >= fee).toBe(true);
        },
      ),
    );
  });

  it('rounds up', () => {
    expect(scaleBaseFee(1n, 1.5)).toBe(2n);
    expect(scaleBaseFee(3n, 1.2)).toBe(4n);
  });
});
