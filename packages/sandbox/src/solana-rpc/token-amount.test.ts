import { describe, expect, it } from 'vitest';
import { toUiTokenAmount } from './token-amount.js';

describe('toUiTokenAmount', () => {
  it.each([
    [1_500_000n, 6, 1.5, '1.5'],
    [0n, 6, 0, '0'],
    [1n, 9, 0.000000001, '0.000000001'],
    [42n, 0, 42, '42'],
    [10_000_000n, 6, 10, '10'],
    [18_446_744_073_709_551_615n, 9, 18_446_744_073.709553, '18446744073.709551615'],
  ])('formats %s at %s decimals', (amount, decimals, uiAmount, uiAmountString) => {
    expect(toUiTokenAmount(amount, decimals)).toEqual({
      amount: amount.toString(),
      decimals,
      uiAmount,
      uiAmountString,
    });
  });
});
