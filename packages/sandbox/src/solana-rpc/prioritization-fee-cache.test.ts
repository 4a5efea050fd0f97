import { describe, expect, it } from 'vitest';
import {
  MAX_PRIORITIZATION_FEE_BLOCKS,
  PrioritizationFeeCache,
} from './prioritization-fee-cache.js';

describe('PrioritizationFeeCache', () => {
  it("keeps each block's lowest price, and each written account's, as a validator does", () => {
    // Agave's own table: transactions [price, writes…] in one block.
    const cache = new PrioritizationFeeCache();
    cache.record(1, 5n, ['a', 'b']);
    cache.record(1, 9n, ['b', 'c']);
    cache.record(1, 2n, ['a', 'c']);
    const fee = (accounts: string[]) => cache.recentFees(accounts, 2)[0]?.prioritizationFee;
    expect(fee([])).toBe(2n);
    expect(fee(['a'])).toBe(2n);
    expect(fee(['b'])).toBe(5n);
    expect(fee(['c'])).toBe(2n);
    expect(fee(['a', 'b', 'c'])).toBe(5n);
    expect(fee(['unwritten'])).toBe(2n);
  });

  it('answers for complete blocks only, oldest first, and only blocks that landed something', () => {
    const cache = new PrioritizationFeeCache();
    cache.record(3, 0n, ['a']);
    cache.record(7, 1000n, ['a']);
    cache.record(9, 50n, ['b']);
    expect(cache.recentFees(['a'], 9)).toEqual([
      { slot: 3, prioritizationFee: 0n },
      { slot: 7, prioritizationFee: 1000n },
    ]);
    expect(cache.recentFees([], 10).map(({ slot }) => slot)).toEqual([3, 7, 9]);
    expect(new PrioritizationFeeCache().recentFees([], 100)).toEqual([]);
  });

  it(`keeps the latest ${MAX_PRIORITIZATION_FEE_BLOCKS} blocks`, () => {
    const cache = new PrioritizationFeeCache();
    for (let slot = 1; slot <= 400; slot += 1) cache.record(slot, BigInt(slot), []);
    const fees = cache.recentFees([], 401);
    expect(fees).toHaveLength(MAX_PRIORITIZATION_FEE_BLOCKS);
    expect(fees[0]).toEqual({ slot: 251, prioritizationFee: 251n });
    expect(cache.recentFees([], 400).at(-1)?.slot).toBe(399);
  });
});
