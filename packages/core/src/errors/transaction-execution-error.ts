import { LATCHKEY_ERROR__TRANSACTION__EXECUTION_FAILED } from './codes.js';
import { LatchkeyError } from './latchkey-error.js';

/**
 * A wallet or RPC failure while a transaction was being submitted. The original error is kept
 * as `cause`; its text becomes the reason in the message.
 *
 * @example
 * ```ts
 * try {
 *   await wallet.signAndSendTransaction(bytes);
 * } catch (cause) {
 *   throw TransactionExecutionError.from(cause);
 * }
 * ```
 */
export class TransactionExecutionError extends LatchkeyError<
  typeof LATCHKEY_ERROR__TRANSACTION__EXECUTION_FAILED
> {
  override name = 'TransactionExecutionError';

  constructor(reason: string, options: { cause?: unknown; details?: unknown } = {}) {
    super(LATCHKEY_ERROR__TRANSACTION__EXECUTION_FAILED, { ...options, context: { reason } });
  }

  /** Wraps anything thrown during submit; an execution error passes through unchanged. */
  static from(cause: unknown, details?: unknown): TransactionExecutionError {
    if (cause instanceof TransactionExecutionError) return cause;
    const reason = cause instanceof Error ? cause.message : String(cause);
    return new TransactionExecutionError(reason, { cause, details });
  }
}
