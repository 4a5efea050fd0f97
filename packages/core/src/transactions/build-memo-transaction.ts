import {
  type Address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createTransactionMessage,
  getTransactionEncoder,
  isTransactionWithinSizeLimit,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getAddMemoInstruction, LEGACY_MEMO_PROGRAM_ADDRESS_V3 } from '@solana-program/memo';
import { LATCHKEY_ERROR__TRANSACTION__INVALID } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { parseAddress } from './parse-address.js';
import type { SolanaConnection } from './solana-connection.js';

/** Parameters of {@link buildMemoTransaction}. */
export interface BuildMemoTransactionParameters {
  /** The account proving control; the fee payer and only signer. */
  address: string;
  /** The text to sign, written to the memo as UTF-8. */
  message: string;
  connection: Pick<SolanaConnection, 'rpc' | 'commitment'>;
  signal?: AbortSignal;
}

/** A built, unsigned memo transaction. */
export interface BuiltMemoTransaction {
  /** Legacy wire bytes, the signature slot zeroed. */
  readonly transaction: Uint8Array;
  readonly feePayer: Address;
  readonly blockhash: string;
  /** Block height after which the blockhash, and so the transaction, expires. */
  readonly lastValidBlockHeight: bigint;
}

/** What {@link buildMemoTransaction} returns. */
export type BuildMemoTransactionReturnType = BuiltMemoTransaction;

/** What {@link buildMemoTransaction} can throw. */
export type BuildMemoTransactionErrorType = LatchkeyError;

// The SPL Memo program v3, `MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr`: the program that
// PROTOCOLS §5's Ledger path names, and the one the sandbox runs. `@solana-program/memo` 0.15
// defaults to its new v4 address (`Memo4c2p…`), which the sandbox refuses ('This program may
// not be used for executing instructions'); name the program explicitly.
function memoInstruction(message: string) {
  return getAddMemoInstruction(
    { memo: message },
    { programAddress: LEGACY_MEMO_PROGRAM_ADDRESS_V3 },
  );
}

/**
 * Builds what a hardware wallet signs in place of a message it cannot sign (Ledger): an unsigned
 * legacy transaction holding one Memo program instruction
 * (`MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr`) with no accounts and the message as its UTF-8
 * data, fee payer `address`, with a recent blockhash (PROTOCOLS §5, "Ledger path"). Have the
 * wallet sign it and never send it; a verifier checks the signature over the transaction's
 * message bytes and reads the memo. One RPC request (the latest blockhash).
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__INPUT__INVALID_SOLANA_ADDRESS`, or
 * `LATCHKEY_ERROR__TRANSACTION__INVALID` when the message makes the transaction larger than
 * 1232 bytes. The signal's reason when it aborts.
 * @example
 * ```ts
 * const { transaction } = await buildMemoTransaction({ address, message: text, connection });
 * const signed = await connector.signTransaction(transaction); // never sent
 * ```
 */
export async function buildMemoTransaction(
  parameters: BuildMemoTransactionParameters,
): Promise<BuildMemoTransactionReturnType> {
  const feePayer = parseAddress(parameters.address);
  const { connection, signal } = parameters;
  // Kit's request coalescing ignores a signal that is already aborted.
  signal?.throwIfAborted();
  const { value: blockhash } = await connection.rpc
    .getLatestBlockhash({ commitment: connection.commitment })
    .send(signal ? { abortSignal: signal } : undefined);
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayer(feePayer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstruction(memoInstruction(parameters.message), m),
  );
  const compiled = compileTransaction(message);
  if (!isTransactionWithinSizeLimit(compiled)) {
    throw new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__INVALID, {
      details: { reason: 'the memo transaction exceeds 1232 bytes; shorten the message' },
    });
  }
  return Object.freeze({
    transaction: new Uint8Array(getTransactionEncoder().encode(compiled)),
    feePayer,
    blockhash: blockhash.blockhash,
    lastValidBlockHeight: blockhash.lastValidBlockHeight,
  });
}
