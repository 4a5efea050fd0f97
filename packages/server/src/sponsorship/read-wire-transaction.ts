import {
  type CompiledTransactionMessage,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit';
import { ServerError } from '../server-error.js';

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
  return new Uint8Array(getBase64Encoder().encode(value));
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
    transaction = getTransactionDecoder().decode(bytes);
    message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
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

/** A 400 `INVALID_TRANSACTION` with the reason, kept short. */
export function invalidTransaction(cause: unknown): ServerError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new ServerError(
    400,
    'INVALID_TRANSACTION',
    `Invalid transaction: ${reason}`.slice(0, 300),
  );
}
