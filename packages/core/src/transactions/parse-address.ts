import { type Address, isAddress } from '@solana/kit';
import {
  LATCHKEY_ERROR__INPUT__INVALID_SOLANA_ADDRESS,
  LATCHKEY_ERROR__TRANSACTION__DESTINATION_REQUIRED,
} from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';

/**
 * Checks an address a transaction will use: base58 of exactly 32 bytes.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__INPUT__INVALID_SOLANA_ADDRESS`.
 */
export function parseAddress(value: unknown): Address {
  if (typeof value === 'string' && isAddress(value)) return value;
  throw new LatchkeyError(LATCHKEY_ERROR__INPUT__INVALID_SOLANA_ADDRESS, {
    context: { address: describe(value) },
  });
}

/** Text for the error message, whatever was given (even an object that cannot be printed). */
function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/**
 * Checks a transfer's destination: present, then a valid address.
 *
 * @throws {LatchkeyError} 'Destination is required', or an invalid-address error.
 */
export function parseDestination(value: unknown): Address {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    throw new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__DESTINATION_REQUIRED);
  }
  return parseAddress(value);
}
