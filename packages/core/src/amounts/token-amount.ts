import { formatUnits, scaleDecimal } from './scale-decimal.js';

/**
 * Parses a token amount into the token's base units, floored to its decimals (a user can never
 * send more than they typed).
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__INPUT__INVALID_DECIMAL` for a malformed amount,
 * `LATCHKEY_ERROR__INPUT__INVALID_TOKEN_DECIMALS` for decimals outside 0–255.
 * @example
 * ```ts
 * tokenAmountToBaseUnits('12.3456789', 6); // 12345678n
 * ```
 */
export function tokenAmountToBaseUnits(amount: string | number, decimals: number): bigint {
  return scaleDecimal(amount, decimals, 'floor');
}

/**
 * Writes a token's base units as a decimal string, without trailing zeros.
 *
 * @example
 * ```ts
 * baseUnitsToTokenAmount(12_345_678n, 6); // '12.345678'
 * ```
 */
export function baseUnitsToTokenAmount(units: bigint, decimals: number): string {
  return formatUnits(units, decimals);
}
