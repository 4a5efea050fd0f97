import { DEFAULT_BASE_FEE_MULTIPLIER } from './constants.js';

// Multipliers are applied in fixed point so a wei amount never passes through a float.
const PRECISION = 1_000_000n;

/**
 * Scales a base fee (wei) by a multiplier, rounding up, to leave room for the base fee to rise
 * before the transaction lands. Multipliers below 1 are raised to 1: the estimate never drops
 * under the current base fee.
 *
 * @example
 * ```ts
 * scaleBaseFee(10_000_000_000n);       // 12000000000n (× 1.2)
 * scaleBaseFee(10_000_000_000n, 0.5);  // 10000000000n (at least × 1)
 * ```
 */
export function scaleBaseFee(
  baseFee: bigint,
  multiplier: number = DEFAULT_BASE_FEE_MULTIPLIER,
): bigint {
  const safe = Number.isFinite(multiplier) ? Math.max(1, multiplier) : DEFAULT_BASE_FEE_MULTIPLIER;
  const scaled = BigInt(Math.round(safe * Number(PRECISION)));
  return (baseFee * scaled + PRECISION - 1n) / PRECISION;
}
