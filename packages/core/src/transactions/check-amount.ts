import { LATCHKEY_ERROR__TRANSACTION__AMOUNT_OUT_OF_RANGE } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';

const U64_MAX = 2n ** 64n - 1n;

/**
 * Checks that base units can be transferred: more than zero, at most u64.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__TRANSACTION__AMOUNT_OUT_OF_RANGE`.
 */
export function checkTransferAmount(units: bigint): bigint {
  if (units <= 0n || units > U64_MAX) {
    throw new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__AMOUNT_OUT_OF_RANGE, {
      context: { amount: units.toString() },
    });
  }
  return units;
}
