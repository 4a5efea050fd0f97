import { isDecimalString, scaleDecimal } from '@latchkey/core';
import type { TrackTransactionOptions } from '@latchkey/react';

/**
 * How the demo names a send in its toast: the amount as a number, so the toast writes 'Send 0.01
 * SOL' in the user's language ('0,01 SOL senden' in German); an amount that is no number (the
 * form says so before any toast) keeps the words as typed.
 *
 * @example
 * ```ts
 * toastAmount('0.01', 9, 'SOL'); // { amount: { value: 10_000_000n, decimals: 9, symbol: 'SOL' } }
 * ```
 */
export function toastAmount(
  amount: string,
  decimals: number,
  symbol: string,
): Pick<TrackTransactionOptions, 'title' | 'amount'> {
  const typed = amount.trim();
  if (!isDecimalString(typed)) return { title: `Send ${amount} ${symbol}` };
  return { amount: { value: scaleDecimal(typed, decimals, 'round'), decimals, symbol } };
}
