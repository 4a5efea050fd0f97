import { LATCHKEY_ERROR__TRANSACTION__INVALID } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';

/**
 * A web3.js v1 `Transaction` or `VersionedTransaction`, seen only through `serialize()` so that
 * Latchkey never depends on web3.js.
 */
export interface SerializableTransaction {
  serialize(config?: { requireAllSignatures?: boolean; verifySignatures?: boolean }): Uint8Array;
}

/** A transaction as Latchkey accepts it: wire bytes, or an object that serialises to them. */
export type TransactionInput = Uint8Array | SerializableTransaction;

/**
 * Returns a transaction's wire bytes. Partially signed web3.js transactions are serialised
 * without requiring or verifying the missing signatures.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__TRANSACTION__INVALID`: 'Invalid transaction'.
 * @example
 * ```ts
 * const bytes = toTransactionBytes(web3Transaction); // or pass bytes through unchanged
 * ```
 */
export function toTransactionBytes(input: TransactionInput): Uint8Array {
  if (input instanceof Uint8Array) return input;
  if (input && typeof (input as SerializableTransaction).serialize === 'function') {
    const bytes = (input as SerializableTransaction).serialize({
      requireAllSignatures: false,
      verifySignatures: false,
    });
    // Node's Buffer is a Uint8Array subclass; copy to a plain view so nothing Node-specific leaks.
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  throw new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__INVALID);
}
