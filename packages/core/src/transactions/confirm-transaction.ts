import type { Signature } from '@solana/kit';
import {
  LATCHKEY_ERROR__TRANSACTION__FAILED,
  LATCHKEY_ERROR__TRANSACTION__TIMED_OUT,
  LATCHKEY_ERROR__TRANSACTION__TRANSACTION_AND_CONNECTION_REQUIRED,
} from '../errors/codes.js';
import { isLatchkeyError, LatchkeyError } from '../errors/latchkey-error.js';
import { TransactionExecutionError } from '../errors/transaction-execution-error.js';
import { abortableSleep } from './abortable-sleep.js';
import type { SolanaConnection } from './solana-connection.js';

/** How long a transaction may take to confirm. */
export const TRANSACTION_CONFIRMATION_TIMEOUT_MS = 60_000;

/** How to wait for a signature. */
export interface ConfirmationOptions {
  connection: SolanaConnection;
  /** From the builder; lets confirmation fail early once the blockhash has expired. */
  lastValidBlockHeight?: bigint;
  /** Default 60 000 ms. */
  timeoutMs?: number;
  /** Without a subscription, how often to poll the signature. Default 1000 ms. */
  pollIntervalMs?: number;
  /** How often to check for blockhash expiry while waiting. Default 5000 ms. */
  expiryCheckIntervalMs?: number;
}

/** Parameters of {@link confirmTransaction}. */
export interface ConfirmTransactionParameters extends ConfirmationOptions {
  /** The transaction id (base58), sent by someone else, such as a wallet. */
  signature: string;
  signal?: AbortSignal;
}

/** The subscription's first notification, being read; absent without a usable socket. */
interface SignatureWatch {
  readonly first: Promise<IteratorResult<{ value: { err: unknown } }>> | undefined;
}

/**
 * Waits until a transaction someone else sent (a wallet's signAndSend) is confirmed at the
 * connection's commitment: by subscription with one catch-up status read, polling when there is
 * no socket, failing with 'Transaction timed out' after 60 s or once the blockhash has expired,
 * and with 'Transaction failed' when it failed on chain.
 *
 * @throws {LatchkeyError} 'Transaction timed out', 'Transaction failed', or a
 * `TransactionExecutionError` for an RPC failure.
 * @example
 * ```ts
 * const [{ signature }] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction(input);
 * await confirmTransaction({ signature: base58(signature), connection, lastValidBlockHeight });
 * ```
 */
export async function confirmTransaction(parameters: ConfirmTransactionParameters): Promise<void> {
  const { connection, signature } = parameters;
  if (!signature || !connection?.rpc) {
    throw new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__TRANSACTION_AND_CONNECTION_REQUIRED);
  }
  const stop = new AbortController();
  const outer = parameters.signal;
  const forwardAbort = () => stop.abort(outer?.reason);
  outer?.addEventListener('abort', forwardAbort);
  try {
    const watch = await subscribeToSignature(connection, signature, stop.signal);
    // It may have landed before the subscription opened.
    if (await hasConfirmed(parameters, signature, stop.signal)) return;
    await waitForConfirmation(parameters, signature, watch, stop.signal);
  } catch (error) {
    throw isLatchkeyError(error) ? error : TransactionExecutionError.from(error);
  } finally {
    stop.abort();
    outer?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * Opens a signature subscription and starts reading it at once: kit's iterator drops
 * notifications that arrive before its first `next()`, which on a fast cluster can be before the
 * send's own response. Without a usable socket `first` is undefined (then poll).
 *
 * @example
 * ```ts
 * const watch = await subscribeToSignature(connection, signature, signal);
 * ```
 */
export async function subscribeToSignature(
  connection: SolanaConnection,
  signature: string,
  signal: AbortSignal,
): Promise<SignatureWatch> {
  const notifications = await connection.rpcSubscriptions
    ?.signatureNotifications(signature as Signature, { commitment: connection.commitment })
    .subscribe({ abortSignal: signal })
    .catch(() => undefined);
  const first = notifications?.[Symbol.asyncIterator]().next();
  // Read only once the caller waits; until then a socket failure must not surface unhandled.
  first?.catch(() => undefined);
  // Wrapped: returning the bare promise from an async function would wait for it.
  return { first };
}

/**
 * Races the subscription (or polling) against the time limit and blockhash expiry.
 *
 * @example
 * ```ts
 * await waitForConfirmation({ connection }, signature, watch, signal);
 * ```
 */
export function waitForConfirmation(
  options: ConfirmationOptions,
  signature: string,
  watch: SignatureWatch,
  signal: AbortSignal,
): Promise<void> {
  return Promise.race([
    confirm(options, signature, watch, signal),
    failAfterTimeout(options.timeoutMs ?? TRANSACTION_CONFIRMATION_TIMEOUT_MS, signal),
    failOnBlockhashExpiry(options, signature, signal),
  ]);
}

/** Waits for the subscription's notification; if the socket closes first, polls instead. */
async function confirm(
  parameters: ConfirmationOptions,
  signature: string,
  watch: SignatureWatch,
  signal: AbortSignal,
): Promise<void> {
  const notification = await watch.first?.catch(() => undefined);
  if (notification && !notification.done) {
    if (notification.value.value.err) throw failed(notification.value.value.err);
    return;
  }
  if (signal.aborted) return;
  await confirmByPolling(parameters, signature, signal);
}

async function confirmByPolling(
  parameters: ConfirmationOptions,
  signature: string,
  signal: AbortSignal,
): Promise<void> {
  while (!(await hasConfirmed(parameters, signature, signal))) {
    await abortableSleep(parameters.pollIntervalMs ?? 1000, signal);
  }
}

/** One status read: true once confirmed at the connection's commitment; throws if it failed. */
async function hasConfirmed(
  parameters: ConfirmationOptions,
  signature: string,
  signal: AbortSignal,
): Promise<boolean> {
  const { rpc, commitment } = parameters.connection;
  const rank = { processed: 0, confirmed: 1, finalized: 2 } as const;
  const { value } = await rpc
    .getSignatureStatuses([signature as Signature])
    .send({ abortSignal: signal });
  const status = value[0];
  if (status?.err) throw failed(status.err);
  return status?.confirmationStatus != null && rank[status.confirmationStatus] >= rank[commitment];
}

async function failAfterTimeout(timeoutMs: number, signal: AbortSignal): Promise<never> {
  await abortableSleep(timeoutMs, signal);
  throw new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__TIMED_OUT, { details: { timeoutMs } });
}

async function failOnBlockhashExpiry(
  parameters: ConfirmationOptions,
  signature: string,
  signal: AbortSignal,
): Promise<void> {
  const { lastValidBlockHeight } = parameters;
  if (lastValidBlockHeight === undefined) return new Promise<never>(() => undefined);
  for (;;) {
    await abortableSleep(parameters.expiryCheckIntervalMs ?? 5000, signal);
    const height = await parameters.connection.rpc
      .getBlockHeight({ commitment: parameters.connection.commitment })
      .send({ abortSignal: signal });
    if (height > lastValidBlockHeight) {
      // A transaction can land just before its blockhash expires; one last look before giving up.
      if (await hasConfirmed(parameters, signature, signal)) return;
      throw new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__TIMED_OUT, {
        details: { reason: 'blockhash expired', blockHeight: height, lastValidBlockHeight },
      });
    }
  }
}

function failed(err: unknown): LatchkeyError {
  return new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__FAILED, { details: { err } });
}
