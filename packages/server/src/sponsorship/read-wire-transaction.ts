import { sameBytes } from '@latchkey/core/transactions';
import {
  type CompiledTransactionMessage,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  getTransactionDecoder,
  type ReadonlyUint8Array,
  type Transaction,
} from '@solana/kit';
import { ServerError } from '../server-error.js';

// Built once: Kit's codecs cost more to build than to run.
const base64 = getBase64Encoder();
const transactionDecoder = getTransactionDecoder();
const messageDecoder = getCompiledTransactionMessageDecoder();
const messageEncoder = getCompiledTransactionMessageEncoder();

/** Largest legacy or v0 wire transaction the network accepts (PROTOCOLS §6). */
export const MAX_TRANSACTION_SIZE = 1232;

/** A legacy or v0 message, the only versions sponsored. */
export type SponsorableMessage = Extract<CompiledTransactionMessage, { version: 'legacy' | 0 }>;

const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * Reads a request's base64 wire transaction: strict base64, at most 4 KiB of text.
 *
 * @throws {ServerError} 400 `INVALID_TRANSACTION` naming the field.
 */
export function readBase64Transaction(value: unknown, field: string): Uint8Array {
  if (
    typeof value !== 'string' ||
    value === '' ||
    value.length > 4096 ||
    !base64Pattern.test(value)
  ) {
    throw new ServerError(400, 'INVALID_TRANSACTION', `${field} must be a base64 wire transaction`);
  }
  return new Uint8Array(base64.encode(value));
}

/**
 * Decodes wire bytes into the transaction and its message, refusing what is too large, does not
 * decode, is of another version, or has no accounts or no instructions.
 *
 * @throws {ServerError} 400 `TRANSACTION_TOO_LARGE`, `INVALID_TRANSACTION` or
 *   `UNSUPPORTED_TRANSACTION_VERSION`.
 */
export function readWireTransaction(bytes: Uint8Array): {
  transaction: Transaction;
  message: SponsorableMessage;
} {
  if (bytes.length > MAX_TRANSACTION_SIZE) {
    throw new ServerError(
      400,
      'TRANSACTION_TOO_LARGE',
      `The transaction is ${bytes.length} bytes, over the ${MAX_TRANSACTION_SIZE}-byte limit`,
    );
  }
  let transaction: Transaction;
  let message: CompiledTransactionMessage;
  try {
    transaction = transactionDecoder.decode(bytes);
    message = messageDecoder.decode(transaction.messageBytes);
  } catch (cause) {
    throw invalidTransaction(cause);
  }
  if (message.version !== 'legacy' && message.version !== 0) {
    throw new ServerError(
      400,
      'UNSUPPORTED_TRANSACTION_VERSION',
      `Transaction version ${String(message.version)} is not supported; send a legacy or v0 transaction`,
    );
  }
  if (message.staticAccounts.length === 0 || message.instructions.length === 0) {
    throw invalidTransaction(new Error('the message has no accounts or no instructions'));
  }
  return { transaction, message };
}

/**
 * Refuses message bytes that are not exactly `message` as the network encodes it: no bytes after
 * it, no other spelling of the same message (signatures cover the bytes, the policy checked the
 * decoded message: they must be one and the same).
 *
 * @throws {ServerError} 400 `INVALID_TRANSACTION`.
 */
export function assertExactMessageBytes(
  message: SponsorableMessage,
  messageBytes: ReadonlyUint8Array,
): void {
  if (!sameBytes(messageEncoder.encode(message), messageBytes)) {
    throw invalidTransaction(new Error('bytes follow the message'));
  }
}

/**
 * A message as the network encodes it.
 *
 * @throws {ServerError} 400 `INVALID_TRANSACTION` when it does not encode (an index past 255).
 */
export function encodeMessage(message: SponsorableMessage): ReadonlyUint8Array {
  try {
    return messageEncoder.encode(message);
  } catch (cause) {
    throw invalidTransaction(cause);
  }
}

/** A 400 `INVALID_TRANSACTION` with the reason, kept short. */
export function invalidTransaction(cause: unknown): ServerError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new ServerError(
    400,
    'INVALID_TRANSACTION',
    `Invalid transaction: ${reason}`.slice(0, 300),
  );
}
