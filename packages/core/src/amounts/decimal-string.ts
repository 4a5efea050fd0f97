import { LATCHKEY_ERROR__INPUT__INVALID_DECIMAL } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';

const decimalPattern = /^-?\d+(?:\.\d+)?$/;

/**
 * Tells whether a string is a plain decimal number: an optional minus, digits, and optionally
 * a point followed by digits. No exponents, spaces, signs other than minus, or separators.
 *
 * @example
 * ```ts
 * isDecimalString('-12.50'); // true
 * isDecimalString('1e9');    // false
 * ```
 */
export function isDecimalString(value: string): boolean {
  return decimalPattern.test(value);
}

/** The parts of a decimal string, as written. */
export interface DecimalParts {
  negative: boolean;
  /** Digits before the point. */
  whole: string;
  /** Digits after the point, possibly empty. */
  fraction: string;
}

/**
 * Splits an amount written as a decimal string (or a finite JavaScript number, which is first
 * written out without an exponent) into its parts.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__INPUT__INVALID_DECIMAL`: 'Number is not a valid
 * decimal number'.
 * @example
 * ```ts
 * parseDecimal('-0.25'); // { negative: true, whole: '0', fraction: '25' }
 * ```
 */
export function parseDecimal(value: string | number): DecimalParts {
  const text = typeof value === 'number' ? numberToPlainDecimal(value) : value;
  if (typeof text !== 'string' || !isDecimalString(text)) {
    throw new LatchkeyError(LATCHKEY_ERROR__INPUT__INVALID_DECIMAL, {
      context: { value: String(value) },
    });
  }
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  return { negative, whole, fraction };
}

// JavaScript prints some numbers with an exponent ('1e-7', '1e+21'); shift the digits instead,
// so that the number the host passed is the number we parse.
function numberToPlainDecimal(value: number): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  const printed = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(printed);
  if (!match) return printed;
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  const digits = whole + fraction;
  const pointAt = whole.length + exponent;
  if (pointAt <= 0) return `${sign}0.${'0'.repeat(-pointAt)}${digits}`;
  if (pointAt >= digits.length) return `${sign}${digits}${'0'.repeat(pointAt - digits.length)}`;
  return `${sign}${digits.slice(0, pointAt)}.${digits.slice(pointAt)}`;
}
