import {
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  type Transaction,
  type TransactionMessageBytes,
} from '@solana/kit';

/**
 * How a hostile or buggy wallet can answer, for tests of what an app does with it:
 * `alter-transfer` signs (and sends) the transaction with its last instruction's amount raised
 * by one unit; `garbage-signature` answers a signing request with a corrupted signature;
 * `another-id` sends what it was asked but answers with the id of the transaction it sent
 * before; `locked` fails every connect with an internal error (not a user's refusal), as a wallet
 * that cannot unlock does.
 *
 * @example
 * ```ts
 * await registerTestWallet({ misbehave: ['alter-transfer'] });
 * ```
 */
export type TestWalletMisbehavior =
  | 'alter-transfer'
  | 'garbage-signature'
  | 'another-id'
  | 'locked';

/**
 * The transaction with the lowest byte of its last instruction's amount changed (a system or
 * token transfer's data carries the amount little-endian after its 4- or 1-byte tag), and no
 * signatures: what the wallet then signs is not what it was asked to sign.
 */
export function alterLastAmount(transaction: Transaction): Transaction {
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
  if (!('instructions' in message)) return transaction; // a v1 message: left alone
  const instructions = [...message.instructions];
  const last = instructions.at(-1);
  if (!last?.data || last.data.length < 5) return transaction;
  const data = new Uint8Array(last.data);
  const amountStart = data.length >= 12 ? 4 : 1;
  data[amountStart] = (data[amountStart] ?? 0) ^ 1;
  instructions[instructions.length - 1] = { ...last, data };
  const messageBytes = getCompiledTransactionMessageEncoder().encode({
    ...message,
    instructions,
  } as typeof message) as TransactionMessageBytes;
  const signatures = Object.fromEntries(
    Object.keys(transaction.signatures).map((signer) => [signer, null]),
  );
  return { messageBytes, signatures } as Transaction;
}

/** The same bytes with one byte of the signature at `signatureIndex` flipped. */
export function corruptSignature(wire: Uint8Array, signatureIndex: number): Uint8Array {
  const copy = new Uint8Array(wire);
  // The signature count is one byte for fewer than 128 signatures.
  const offset = 1 + signatureIndex * 64;
  copy[offset] = (copy[offset] ?? 0) ^ 0xff;
  return copy;
}
