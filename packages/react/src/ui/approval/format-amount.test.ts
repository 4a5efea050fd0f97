import { describe, expect, it } from 'vitest';
import { approvalTranslate } from './approval-request.fixture.js';
import { formatBalanceChange, formatFee as formatFeeIn } from './format-amount.js';

const sol = (amount: bigint) => ({ mint: undefined, symbol: 'SOL', decimals: 9, amount });
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const formatFee = (preview: Parameters<typeof formatFeeIn>[0], locale = 'en') =>
  formatFeeIn(preview, approvalTranslate(locale));

describe('formatBalanceChange', () => {
  it('writes a payment with a minus sign (U+2212) and a receipt with a plus', () => {
    expect(formatBalanceChange(sol(-250_000_000n), 'en')).toBe('\u22120.25 SOL');
    expect(
      formatBalanceChange({ mint: USDC, symbol: 'USDC', decimals: 6, amount: 10_000_000n }, 'en'),
    ).toBe('+10 USDC');
  });

  it('is exact: no float, no rounding of a tiny or a huge amount', () => {
    expect(formatBalanceChange(sol(-1n), 'en')).toBe('\u22120.000000001 SOL');
    expect(formatBalanceChange(sol(2n ** 63n), 'en')).toBe('+9,223,372,036.854775808 SOL');
    expect(
      formatBalanceChange(
        { mint: USDC, symbol: 'USDC', decimals: 6, amount: 123_456_789_012_345_678n },
        'en',
      ),
    ).toBe('+123,456,789,012.345678 USDC');
    expect(formatBalanceChange(sol(1234n * 10n ** 9n), 'en')).toBe('+1,234 SOL');
    // Past the 20 fraction digits Intl writes, the sign still shows.
    const tiny = { mint: USDC, symbol: 'TINY', decimals: 24, amount: -1n };
    expect(formatBalanceChange(tiny, 'en')).toBe(`\u22120.${'0'.repeat(23)}1 TINY`);
  });

  it("writes the digits as the user's locale does, keeping the minus sign", () => {
    expect(formatBalanceChange(sol(-1_234_500_000_000n), 'de')).toBe('\u22121.234,5 SOL');
    expect(formatBalanceChange(sol(250_000_000n), 'fr')).toBe('+0,25 SOL');
    // Arabic puts a left-to-right mark before the sign, so it stays at the digits' left.
    expect(formatBalanceChange(sol(-250_000_000n), 'ar')).toMatch(/^\u200e\u2212\S+ SOL$/);
  });

  it('names a token without a symbol by its mint, shortened; SOL when it has neither', () => {
    expect(
      formatBalanceChange({ mint: USDC, symbol: undefined, decimals: 0, amount: 3n }, 'en'),
    ).toBe('+3 EPjF…Dt1v');
    expect(
      formatBalanceChange({ mint: undefined, symbol: undefined, decimals: 9, amount: 0n }, 'en'),
    ).toBe('0 SOL');
  });
});

describe('formatFee', () => {
  it('says who pays the network fee, and how much', () => {
    expect(formatFee({ fee: 5000n, feePaidByApp: false })).toBe('Network fee: 0.000005 SOL');
    expect(formatFee({ fee: 5000n, feePaidByApp: true })).toBe('Network fee: paid by the app');
    expect(formatFee({ fee: undefined, feePaidByApp: false })).toBe('Network fee: unknown');
  });

  it("writes the fee in the locale's digits", () => {
    expect(formatFee({ fee: 5000n, feePaidByApp: false }, 'de')).toBe('Network fee: 0,000005 SOL');
  });
});
