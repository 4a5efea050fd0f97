import { describe, expect, it } from 'vitest';
import { formatBalanceChange, formatFee } from './format-amount.js';

const sol = (amount: bigint) => ({ mint: undefined, symbol: 'SOL', decimals: 9, amount });
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

describe('formatBalanceChange', () => {
  it('writes a payment with a minus sign (U+2212) and a receipt with a plus', () => {
    expect(formatBalanceChange(sol(-250_000_000n))).toBe('\u22120.25 SOL');
    expect(
      formatBalanceChange({ mint: USDC, symbol: 'USDC', decimals: 6, amount: 10_000_000n }),
    ).toBe('+10 USDC');
  });

  it('is exact: no float, no rounding of a tiny or a huge amount', () => {
    expect(formatBalanceChange(sol(-1n))).toBe('\u22120.000000001 SOL');
    expect(formatBalanceChange(sol(2n ** 63n))).toBe('+9\u202f223\u202f372\u202f036.854775808 SOL');
    expect(
      formatBalanceChange({
        mint: USDC,
        symbol: 'USDC',
        decimals: 6,
        amount: 123_456_789_012_345_678n,
      }),
    ).toBe('+123\u202f456\u202f789\u202f012.345678 USDC');
    expect(formatBalanceChange(sol(1234n * 10n ** 9n))).toBe('+1234 SOL');
  });

  it('names a token without a symbol by its mint, shortened; SOL when it has neither', () => {
    expect(formatBalanceChange({ mint: USDC, symbol: undefined, decimals: 0, amount: 3n })).toBe(
      '+3 EPjF…Dt1v',
    );
    expect(
      formatBalanceChange({ mint: undefined, symbol: undefined, decimals: 9, amount: 0n }),
    ).toBe('0 SOL');
  });
});

describe('formatFee', () => {
  it('says who pays the network fee, and how much', () => {
    expect(formatFee({ fee: 5000n, feePaidByApp: false })).toBe('Network fee: 0.000005 SOL');
    expect(formatFee({ fee: 5000n, feePaidByApp: true })).toBe('Network fee: paid by the app');
    expect(formatFee({ fee: undefined, feePaidByApp: false })).toBe('Network fee: unknown');
  });
});
