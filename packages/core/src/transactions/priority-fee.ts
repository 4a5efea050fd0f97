import { LATCHKEY_ERROR__INPUT__INVALID_PRIORITY_FEE } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';

const U64_MAX = 2n ** 64n - 1n;

/**
 * The priority fee of a transfer: a price in micro-lamports per compute unit (1,000,000 is one
 * lamport a unit), or `'auto'` to pay what recent blocks paid to write the same accounts (see
 * {@link MAX_AUTO_PRIORITY_FEE_MICRO_LAMPORTS}). Absent or 0: no priority fee.
 *
 * @example
 * ```ts
 * const priorityFee: PriorityFee = 'auto';
 * await buildSolTransfer({ from, to, amount: '0.25', connection, priorityFee });
 * ```
 */
export type PriorityFee = 'auto' | number | bigint;

/**
 * Reads a builder's `priorityFee`. A number must be a safe integer (past 2^53 - 1 a number is no
 * longer the value that was written: pass a bigint).
 *
 * @returns `undefined` when absent or 0 (the transaction gets no Compute Budget instructions),
 *   `'auto'`, or the price in micro-lamports per compute unit.
 * @throws {LatchkeyError} `LATCHKEY_ERROR__INPUT__INVALID_PRIORITY_FEE` for anything else:
 *   negative, fractional, NaN, over u64, or a string other than 'auto'.
 */
export function parsePriorityFee(value: unknown): 'auto' | bigint | undefined {
  if (value === undefined || value === 'auto') return value;
  const price =
    typeof value === 'bigint' || Number.isSafeInteger(value) ? BigInt(value as number) : -1n;
  if (price < 0n || price > U64_MAX) {
    throw new LatchkeyError(LATCHKEY_ERROR__INPUT__INVALID_PRIORITY_FEE, {
      context: { priorityFee: describe(value) },
    });
  }
  return price === 0n ? undefined : price;
}

function describe(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  try {
    return String(value);
  } catch {
    return typeof value; // an object without a usable toString
  }
}
