import {
  getBase58Decoder,
  getBase58Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Transaction,
} from '@solana/kit';

// The kit codecs loaded on demand where a transaction or signature is first read, imported by
// name: `import('@solana/kit')` cannot be tree-shaken and would ship all of kit.

/**
 * Wire bytes to kit's transaction (message bytes and signatures by signer).
 *
 * @example
 * ```ts
 * const { readTransaction } = await import('./transaction-codecs.js');
 * const { messageBytes } = readTransaction(bytes);
 * ```
 */
export function readTransaction(bytes: Uint8Array): Transaction {
  return getTransactionDecoder().decode(bytes);
}

/**
 * Kit's transaction back to wire bytes.
 *
 * @example
 * ```ts
 * const bytes = writeTransaction({ ...transaction, signatures });
 * ```
 */
export function writeTransaction(transaction: Transaction): Uint8Array {
  return new Uint8Array(getTransactionEncoder().encode(transaction));
}

/**
 * Bytes as base58 text: how a signature is written as a transaction id.
 *
 * @example
 * ```ts
 * toBase58(signature); // '5h6x…'
 * ```
 */
export function toBase58(bytes: Uint8Array): string {
  return getBase58Decoder().decode(bytes);
}

/**
 * Base58 text as bytes: a transaction id back to its 64 signature bytes.
 *
 * @example
 * ```ts
 * const signature = fromBase58(id); // Uint8Array(64)
 * ```
 */
export function fromBase58(text: string): Uint8Array {
  return new Uint8Array(getBase58Encoder().encode(text));
}
