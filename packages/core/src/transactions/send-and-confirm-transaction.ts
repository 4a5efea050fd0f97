import {
  getBase64EncodedWireTransaction,
  isSolanaError,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SOLANA_ERROR__TRANSACTION_ERROR__ACCOUNT_NOT_FOUND,
} from '@solana/kit';
import {
  LATCHKEY_ERROR__TRANSACTION__ACCOUNT_NOT_FOUND,
  LATCHKEY_ERROR__TRANSACTION__FAILED,
  LATCHKEY_ERROR__TRANSACTION__NOT_SIGNED,
  LATCHKEY_ERROR__TRANSACTION__TRANSACTION_AND_CONNECTION_REQUIRED,
} from '../errors/codes.js';
import { isLatchkeyError, LatchkeyError } from '../errors/latchkey-error.js';
import { TransactionExecutionError } from '../errors/transaction-execution-error.js';
import {
  acknowledged,
  CATCH_UP_AFTER_SEND_MS,
  endAfterReturn,
  subscribeToSignature,
  waitForConfirmation,
} from './confirm-transaction.js';
import { decodeTransaction, getTransactionSignature } from './decode-transaction.js';
import type { SolanaConnection } from './solana-connection.js';
import type { TransactionInput } from './transaction-input.js';
import type { TransactionProgressListener } from './transaction-progress.js';

/** Parameters of {@link sendAndConfirmTransaction}. */
export interface SendAndConfirmTransactionParameters {
  /** The signed transaction. */
  transaction: TransactionInput;
  connection: SolanaConnection;
  /** From the builder; lets confirmation fail early once the blockhash has expired. */
  lastValidBlockHeight?: bigint;
  /** Default 60 000 ms. */
  timeoutMs?: number;
  /** Without a subscription, how often to poll the signature. Default 1000 ms. */
  pollIntervalMs?: number;
  /** How often to check for blockhash expiry while waiting. Default 5000 ms. */
  expiryCheckIntervalMs?: number;
  /** How often the same signed bytes are sent again until confirmed. Default 2000 ms. */
  rebroadcastEveryMs?: number;
  skipPreflight?: boolean;
  onProgress?: TransactionProgressListener;
  signal?: AbortSignal;
}

/** What a confirmed send returns. */
export interface SendAndConfirmTransactionReturnType {
  /** The transaction id (fee payer's signature, base58). */
  readonly signature: string;
}

/** What {@link sendAndConfirmTransaction} can throw. */
export type SendAndConfirmTransactionErrorType = LatchkeyError | TransactionExecutionError;

/**
 * Sends a signed transaction's raw bytes and waits until it is confirmed at the connection's
 * commitment ('confirmed' by default). It never waits for a socket handshake: on an open
 * socket it subscribes and sends once the subscription is acknowledged (the notification cannot
 * come first); otherwise it sends at once and reads the status once the subscription opens. One
 * status read 2 s after catches a missed notification; without a socket it polls. Until confirmed, the same
 * bytes are sent again every 2 s. It fails with 'Transaction timed out' after 60 s, with
 * 'Transaction expired before it was confirmed: …' once the blockhash has expired, and with
 * 'Transaction failed' (program logs in `details`) when the transaction fails.
 *
 * @throws {LatchkeyError} 'Transaction and connection are required', 'Invalid transaction',
 * 'Transaction timed out', 'Transaction expired before it was confirmed: its blockhash is no
 * longer valid', 'Transaction failed', or a `TransactionExecutionError` for an RPC
 * failure while submitting.
 * @example
 * ```ts
 * const { signature } = await sendAndConfirmTransaction({
 *   transaction: signed,
 *   connection,
 *   lastValidBlockHeight: built.lastValidBlockHeight,
 *   onProgress: ({ stage }) => setStage(stage),
 * });
 * ```
 */
export async function sendAndConfirmTransaction(
  parameters: SendAndConfirmTransactionParameters,
): Promise<SendAndConfirmTransactionReturnType> {
  const { transaction, connection, onProgress } = parameters;
  if (!transaction || !connection?.rpc) {
    throw new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__TRANSACTION_AND_CONNECTION_REQUIRED);
  }
  let signature: string | undefined;
  try {
    const decoded = decodeTransaction(transaction);
    if (!decoded.signedBy.includes(decoded.feePayer)) {
      throw new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__NOT_SIGNED);
    }
    signature = getTransactionSignature(decoded);
    await sendThenConfirm(parameters, decoded.transaction, signature);
    onProgress?.({ stage: 'confirmed', signature });
    return { signature };
  } catch (error) {
    const failure = isLatchkeyError(error) ? error : TransactionExecutionError.from(error);
    onProgress?.({ stage: 'failed', ...(signature ? { signature } : {}), error: failure });
    throw failure;
  }
}

async function sendThenConfirm(
  parameters: SendAndConfirmTransactionParameters,
  transaction: Parameters<typeof getBase64EncodedWireTransaction>[0],
  signature: string,
): Promise<void> {
  const { connection, onProgress } = parameters;
  const { rpc, commitment } = connection;
  const stop = new AbortController();
  const outer = parameters.signal;
  const forwardAbort = () => stop.abort(outer?.reason);
  outer?.addEventListener('abort', forwardAbort);
  const wire = getBase64EncodedWireTransaction(transaction);
  try {
    // On an open socket the subscription is acknowledged before the send (one round trip, no
    // handshake): the notification then cannot come before the subscription exists. Without an
    // open socket the send does not wait for a handshake; the status is read once as soon as
    // the subscription is open, since the confirmation may have come first.
    const socketWasOpen = connection.isSocketOpen?.() ?? false;
    const watch = subscribeToSignature(connection, signature, stop.signal);
    if (socketWasOpen) await acknowledged(watch, stop.signal);
    const sending = rpc
      .sendTransaction(wire, {
        encoding: 'base64',
        preflightCommitment: commitment,
        skipPreflight: parameters.skipPreflight ?? false,
      })
      .send({ abortSignal: stop.signal });
    sending.catch(() => undefined); // awaited just below; a failure there is reported

    onProgress?.({ stage: 'sending', signature });
    try {
      await sending;
    } catch (error) {
      if (
        isSolanaError(
          error,
          SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
        )
      ) {
        const { logs, err } = error.context as { logs?: unknown; err?: unknown };
        // The fee payer has never held SOL: the network has no account to charge.
        if (
          err === 'AccountNotFound' ||
          isSolanaError(error.cause, SOLANA_ERROR__TRANSACTION_ERROR__ACCOUNT_NOT_FOUND)
        ) {
          throw new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__ACCOUNT_NOT_FOUND, {
            cause: error,
            details: { err, logs },
          });
        }
        throw new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__FAILED, {
          cause: error,
          details: { err, logs },
        });
      }
      throw TransactionExecutionError.from(error);
    }

    onProgress?.({ stage: 'confirming', signature });
    await waitForConfirmation(
      {
        catchUpAfterMs: socketWasOpen ? CATCH_UP_AFTER_SEND_MS : 0,
        ...parameters,
        // The same bytes again (same signature, so it lands at most once) while it is valid:
        // nodes drop transactions under load, and the first send may not reach a leader.
        rebroadcast: async () => {
          await rpc
            .sendTransaction(wire, { encoding: 'base64', skipPreflight: true, maxRetries: 0n })
            .send({ abortSignal: stop.signal });
        },
      },
      signature,
      watch,
      stop.signal,
    );
  } finally {
    outer?.removeEventListener('abort', forwardAbort);
    endAfterReturn(stop);
  }
}
