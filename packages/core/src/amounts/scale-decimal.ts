import { LATCHKEY_ERROR__INPUT__INVALID_TOKEN_DECIMALS } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { parseDecimal } from './decimal-string.js';

/** How digits beyond the unit's precision are dropped. */
export type ScaleRounding = 'round' | 'floor';

/**
 * Converts a decimal amount to integer base units (`amount × 10^decimals`) exactly, with no
 * floating point anywhere. 'round' rounds half away from zero; 'floor' rounds toward negative
 * infinity.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__INPUT__INVALID_DECIMAL` for a malformed amount,
 * `LATCHKEY_ERROR__INPUT__INVALID_TOKEN_DECIMALS` for decimals outside 0–255.
 * @example
 * ```ts
 * scaleDecimal('1.005', 2, 'round'); // 101n
 * scaleDecimal('1.009', 2, 'floor'); // 100n
 * ```
 */
export function scaleDecimal(
  amount: string | number,
  decimals: number,
  rounding: ScaleRounding,
): bigint {
  assertDecimals(decimals);
  const { negative, whole, fraction } = parseDecimal(amount);
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0');
  const dropped = fraction.slice(decimals);
  let units = BigInt(whole + kept);
  const hasRemainder = /[1-9]/.test(dropped);
  if (rounding === 'round' && dropped.length > 0 && dropped.charCodeAt(0) >= 53 /* '5' */) {
    units += 1n;
  } else if (rounding === 'floor' && negative && hasRemainder) {
    units += 1n;
  }
  return negative ? -units : units;
}

/**
 * Writes integer base units as a decimal string with the unit's precision, trimming trailing
 * zeros. The exact inverse of {@link scaleDecimal} for amounts it produced.
 *
 * @example
 * ```ts
 * formatUnits(1_500_000_000n, 9); // '1.5'
 * formatUnits(-5n, 2);            // '-0.05'
 * ```
 */
export function formatUnits(units: bigint, decimals: number): string {
  assertDecimals(decimals);
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new LatchkeyError(LATCHKEY_ERROR__INPUT__INVALID_TOKEN_DECIMALS, {
      context: { decimals },
    });
  }
}
