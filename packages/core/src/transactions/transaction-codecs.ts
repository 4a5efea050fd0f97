import {
  getBase58Decoder,
  getBase58Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Transaction,
} from '@solana/kit';

// The kit codecs loaded on demand where a transaction or signature is first read, imported by
// name: `import('@solana/kit')` cannot be tree-shaken and would ship all of kit.

/** Wire bytes to kit's transaction (message bytes and signatures by signer). */
export function readTransaction(bytes: Uint8Array): Transaction {
  return getTransactionDecoder().decode(bytes);
}

/** Kit's transaction back to wire bytes. */
export function writeTransaction(transaction: Transaction): Uint8Array {
  return new Uint8Array(getTransactionEncoder().encode(transaction));
}

/** Bytes as base58 text: how a signature is written as a transaction id. */
export function toBase58(bytes: Uint8Array): string {
  return getBase58Decoder().decode(bytes);
}

/** Base58 text as bytes: a transaction id back to its 64 signature bytes. */
export function fromBase58(text: string): Uint8Array {
  return new Uint8Array(getBase58Encoder().encode(text));
}
