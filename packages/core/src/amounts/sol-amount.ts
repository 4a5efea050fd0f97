import { formatUnits, scaleDecimal } from './scale-decimal.js';

/** Lamports in one SOL. */
export const LAMPORTS_PER_SOL = 1_000_000_000n;
/** Decimals of native SOL. */
export const SOL_DECIMALS = 9;

/**
 * Parses a SOL amount into lamports: the decimal times 1e9, rounded (half away from zero).
 * Exact for every input, including amounts past 2^53 lamports.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__INPUT__INVALID_DECIMAL`: 'Number is not a valid
 * decimal number'.
 * @example
 * ```ts
 * solToLamports('0.1');          // 100000000n
 * solToLamports('0.0000000005'); // 1n
 * ```
 */
export function solToLamports(amount: string | number): bigint {
  return scaleDecimal(amount, SOL_DECIMALS, 'round');
}

/**
 * Writes lamports as a SOL decimal string, without trailing zeros.
 *
 * @example
 * ```ts
 * lamportsToSol(250_000_000n); // '0.25'
 * ```
 */
export function lamportsToSol(lamports: bigint): string {
  return formatUnits(lamports, SOL_DECIMALS);
}
