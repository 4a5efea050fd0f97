import { LATCHKEY_ERROR__INPUT__INVALID_EVM_ADDRESS } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';

/** An EVM address: 0x followed by 40 hex digits. */
export type EvmAddress = `0x${string}`;

const evmAddressPattern = /^0x[0-9a-fA-F]{40}$/;

/**
 * Tells whether a value is an EVM address: 0x followed by exactly 40 hexadecimal characters
 * (either case; the checksum is not required).
 *
 * @example
 * ```ts
 * isEvmAddress('0x0000000000000000000000000000000000000001'); // true
 * ```
 */
export function isEvmAddress(value: unknown): value is EvmAddress {
  return typeof value === 'string' && evmAddressPattern.test(value);
}

/**
 * Throws unless {@link isEvmAddress} holds.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__INPUT__INVALID_EVM_ADDRESS`.
 * @example
 * ```ts
 * assertEvmAddress(account); // account is `0x${string}` from here on
 * ```
 */
export function assertEvmAddress(value: unknown): asserts value is EvmAddress {
  if (!isEvmAddress(value)) {
    throw new LatchkeyError(LATCHKEY_ERROR__INPUT__INVALID_EVM_ADDRESS, {
      context: { address: String(value) },
    });
  }
}
