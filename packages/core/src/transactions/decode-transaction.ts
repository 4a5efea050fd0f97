import {
  type Address,
  type CompiledTransactionMessage,
  getCompiledTransactionMessageDecoder,
  getSignatureFromTransaction,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit';
import { LATCHKEY_ERROR__TRANSACTION__INVALID } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { sameBytes } from './same-bytes.js';
import { type TransactionInput, toTransactionBytes } from './transaction-input.js';

/** A wire transaction read apart: its signatures and message bytes, and the message in them. */
export interface WireTransaction {
  readonly transaction: Transaction;
  readonly message: CompiledTransactionMessage;
}

/**
 * Reads a wire transaction and its compiled message, or `undefined` when the bytes are not one:
 * for checks that refuse in words of their own.
 *
 * @example
 * ```ts
 * const signed = decodeWireTransaction(bytes);
 * if (!signed) throw refuse('the wallet returned something that is not a transaction');
 * ```
 */
export function decodeWireTransaction(bytes: Uint8Array): WireTransaction | undefined {
  try {
    return readWireTransaction(bytes);
  } catch {
    return undefined;
  }
}

/** A read kept with a private copy of the bytes it was read from. */
interface KeptRead {
  readonly copy: Uint8Array;
  readonly read: WireTransaction;
}

/**
 * The reads of the byte arrays a send passes from stage to stage (the sponsor's answer reaches
 * the check, the wallet and the send as one array): each array is read once. A read is reused
 * only while the array still holds the bytes it was read from, and it points into a private copy,
 * so changing the array afterwards changes neither the read nor what a later stage sees.
 */
const reads = new WeakMap<Uint8Array, KeptRead>();

/** Reads a wire transaction and its message; throws kit's error when the bytes are not one. */
function readWireTransaction(bytes: Uint8Array): WireTransaction {
  const kept = reads.get(bytes);
  if (kept && sameBytes(kept.copy, bytes)) return kept.read;
  const copy = bytes.slice();
  const transaction = getTransactionDecoder().decode(copy);
  const read = Object.freeze({
    transaction,
    message: getCompiledTransactionMessageDecoder().decode(transaction.messageBytes),
  });
  reads.set(bytes, { copy, read });
  return read;
}

/** What Latchkey needs to know about a wire transaction. */
export interface DecodedTransaction extends WireTransaction {
  readonly bytes: Uint8Array;
  /** The first static account: who pays the fee. */
  readonly feePayer: Address;
  /** 'legacy' or 0. */
  readonly version: 'legacy' | number;
  /** Signer addresses, in signature-slot order. */
  readonly signers: readonly Address[];
  /** Signers whose slot holds a signature. */
  readonly signedBy: readonly Address[];
  readonly instructionCount: number;
}

/**
 * Decodes a legacy or v0 wire transaction (or a web3.js object) and checks that it has a message
 * with at least one instruction.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__TRANSACTION__INVALID`: 'Invalid transaction'.
 * @example
 * ```ts
 * const { feePayer, signedBy } = decodeTransaction(bytes);
 * ```
 */
export function decodeTransaction(input: TransactionInput): DecodedTransaction {
  const bytes = toTransactionBytes(input);
  try {
    const { transaction, message } = readWireTransaction(bytes);
    const [feePayer] = message.staticAccounts;
    // Latchkey speaks legacy and v0 messages; kit's experimental v1 layout is refused.
    if (message.version !== 'legacy' && message.version !== 0)
      throw new Error('unsupported version');
    const instructionCount = 'instructions' in message ? message.instructions.length : 0;
    if (!feePayer || instructionCount === 0) throw new Error('empty message');
    const signers = Object.keys(transaction.signatures) as Address[];
    return Object.freeze({
      bytes,
      transaction,
      message,
      feePayer,
      version: message.version,
      signers,
      signedBy: signers.filter((signer) => isSignature(transaction.signatures[signer])),
      instructionCount,
    });
  } catch (cause) {
    throw new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__INVALID, { cause });
  }
}

/**
 * The transaction id: the base58 fee-payer signature.
 *
 * @example
 * ```ts
 * const signature = getTransactionSignature(decodeTransaction(signedBytes));
 * ```
 */
export function getTransactionSignature(decoded: DecodedTransaction): string {
  return getSignatureFromTransaction(decoded.transaction);
}

/** True when any signature slot holds a signature. */
export function isTransactionSigned(decoded: DecodedTransaction): boolean {
  return decoded.signedBy.length > 0;
}

function isSignature(bytes: Uint8Array | null | undefined): boolean {
  return !!bytes && bytes.some((byte) => byte !== 0);
}
