import { LATCHKEY_ERROR__INPUT__INVALID_SOLANA_ADDRESS } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';

/**
 * Stands in for the recipient when one transaction pays several (the UI shows it instead of an
 * address). Accepted wherever a Solana address is validated.
 */
export const MULTIPLE_RECIPIENTS_PLACEHOLDER = 'multiple-recipients';

const base58AddressPattern = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/**
 * Tells whether a string looks like a Solana address: base58, 32 to 44 characters, or the
 * multiple-recipients placeholder.
 *
 * @example
 * ```ts
 * isSolanaAddress('11111111111111111111111111111111'); // true
 * isSolanaAddress('0xabc');                            // false
 * ```
 */
export function isSolanaAddress(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    (value === MULTIPLE_RECIPIENTS_PLACEHOLDER || base58AddressPattern.test(value))
  );
}

/**
 * Throws unless {@link isSolanaAddress} holds.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__INPUT__INVALID_SOLANA_ADDRESS`.
 * @example
 * ```ts
 * assertSolanaAddress(input.value); // input.value is a string from here on
 * ```
 */
export function assertSolanaAddress(value: unknown): asserts value is string {
  if (!isSolanaAddress(value)) {
    throw new LatchkeyError(LATCHKEY_ERROR__INPUT__INVALID_SOLANA_ADDRESS, {
      context: { address: String(value) },
    });
  }
}
