import { toTransactionBytes } from '../transactions/transaction-input.js';

/**
 * What injected providers call on a transaction: `serialize()` (and `serializeMessage()` for
 * legacy ones). Latchkey holds wire bytes, so it hands wallets this shim instead of a web3.js
 * object, without depending on web3.js.
 */
export async function toWireTransactionShim(bytes: Uint8Array) {
  // Loaded on first signature, so the connect path does not ship the transaction codecs.
  const { readTransaction } = await import('../transactions/transaction-codecs.js');
  const messageBytes = new Uint8Array(readTransaction(bytes).messageBytes);
  return Object.freeze({ serialize: () => bytes, serializeMessage: () => messageBytes });
}

/**
 * Reads what a provider returned for a signed transaction: wire bytes, or an object with
 * `serialize()` (a web3.js transaction from the wallet's own copy of web3.js).
 */
export function fromSignedTransaction(value: unknown): Uint8Array {
  return toTransactionBytes(value as Parameters<typeof toTransactionBytes>[0]);
}
