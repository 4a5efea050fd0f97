import type { Signature } from '@solana/kit';
import {
  LATCHKEY_ERROR__TRANSACTION__BLOCKHASH_EXPIRED,
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

/** How long confirmation waits for the subscription to open before it polls instead. */
export const SOCKET_OPEN_LIMIT_MS = 3000;

/**
 * How long a send's own confirmation waits for the notification before it reads the status once:
 * longer than a confirmation usually takes on a real cluster (about 1 s), so the read is made
 * only when the subscription really missed it.
 */
export const CATCH_UP_AFTER_SEND_MS = 2000;

/** How often the same signed bytes are sent again while a confirmation is awaited. */
export const REBROADCAST_INTERVAL_MS = 2000;

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
  /**
   * How long after the subscription opened the one status read waits for the notification to
   * make it unneeded. Default 0 (at once: the transaction may have been sent long ago).
   */
  catchUpAfterMs?: number;
}

/** Parameters of {@link confirmTransaction}. */
export interface ConfirmTransactionParameters extends ConfirmationOptions {
  /** The transaction id (base58), sent by someone else, such as a wallet. */
  signature: string;
  signal?: AbortSignal;
}

/** What {@link confirmTransaction} returns. */
export type ConfirmTransactionReturnType = undefined;
/** What {@link confirmTransaction} can throw. */
export type ConfirmTransactionErrorType = LatchkeyError | TransactionExecutionError;

/** A signature subscription being opened: settles once the node acknowledged it (or failed). */
export interface SignatureWatch {
  /**
   * Settles once the subscription is open, with its first notification being read (wrapped: an
   * async function would otherwise wait for it); `first` is undefined without a usable socket.
   */
  readonly opened: Promise<{
    readonly first: Promise<IteratorResult<{ value: { err: unknown } }>> | undefined;
  }>;
}

/**
 * Waits until a transaction someone else sent (a wallet's signAndSend) is confirmed at the
 * connection's commitment: by subscription, with one status read once the node acknowledged it
 * (a confirmation before that is not notified), polling when there is no socket.
 *
 * @throws {LatchkeyError} 'Transaction timed out' after 60 s, 'Transaction expired before it was
 * confirmed: its blockhash is no longer valid', 'Transaction failed' when it failed on chain, or a
 * `TransactionExecutionError` for an RPC failure.
 * @example
 * ```ts
 * const [{ signature }] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction(input);
 * await confirmTransaction({ signature: base58(signature), connection, lastValidBlockHeight });
 * ```
 */
export async function confirmTransaction(
  parameters: ConfirmTransactionParameters,
): Promise<ConfirmTransactionReturnType> {
  const { connection, signature } = parameters;
  if (!signature || !connection?.rpc) {
    throw new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__TRANSACTION_AND_CONNECTION_REQUIRED);
  }
  const stop = new AbortController();
  const outer = parameters.signal;
  const forwardAbort = () => stop.abort(outer?.reason);
  outer?.addEventListener('abort', forwardAbort);
  try {
    const watch = subscribeToSignature(connection, signature, stop.signal);
    await waitForConfirmation(parameters, signature, watch, stop.signal);
  } catch (error) {
    throw isLatchkeyError(error) ? error : TransactionExecutionError.from(error);
  } finally {
    outer?.removeEventListener('abort', forwardAbort);
    endAfterReturn(stop);
  }
}

/**
 * Starts a signature subscription without waiting for it, so a send never waits on the socket.
 * kit's iterator drops notifications that arrive before its first `next()`, so reading starts as
 * soon as the subscription is open.
 */
export function subscribeToSignature(
  connection: SolanaConnection,
  signature: string,
  signal: AbortSignal,
): SignatureWatch {
  connection.keepSocketOpen?.();
  const opened = (async () => {
    const notifications = await (async () =>
      connection.rpcSubscriptions
        ?.signatureNotifications(signature as Signature, { commitment: connection.commitment })
        .subscribe({ abortSignal: signal }))().catch(() => undefined);
    const first = notifications?.[Symbol.asyncIterator]().next();
    // Read only once the caller waits; until then a socket failure must not surface unhandled.
    first?.catch(() => undefined);
    return { first };
  })();
  return { opened };
}

/**
 * Races the subscription (or polling) against the time limit and blockhash expiry; while it
 * waits, `rebroadcast` (when given) sends the same signed bytes again.
 */
export function waitForConfirmation(
  options: ConfirmationOptions & { rebroadcast?: () => Promise<void>; rebroadcastEveryMs?: number },
  signature: string,
  watch: SignatureWatch,
  signal: AbortSignal,
): Promise<void> {
  return Promise.race([
    confirm(options, signature, watch, signal),
    failAfterTimeout(options.timeoutMs ?? TRANSACTION_CONFIRMATION_TIMEOUT_MS, signal),
    failOnBlockhashExpiry(options, signature, signal),
    ...(options.rebroadcast
      ? [rebroadcastUntilStopped(options.rebroadcast, options.rebroadcastEveryMs, signal)]
      : []),
  ]);
}

/**
 * The subscription once the node acknowledged it, or `{ first: undefined }` when the socket does
 * not open within the limit (a proxy that blocks it: then poll). Never rejects.
 */
export function acknowledged(
  watch: SignatureWatch,
  signal: AbortSignal,
): Promise<Awaited<SignatureWatch['opened']>> {
  const notOpened = { first: undefined };
  return Promise.race([
    watch.opened,
    abortableSleep(SOCKET_OPEN_LIMIT_MS, signal).then(
      () => notOpened,
      () => notOpened,
    ),
  ]);
}

/** Stops the subscription and every timer once the caller has its answer, off its path. */
export function endAfterReturn(stop: AbortController): void {
  setTimeout(() => stop.abort(), 0);
}

/**
 * Waits for the subscription's notification, with one status read once it is open (the
 * transaction may have confirmed before); if the socket fails or closes, polls instead.
 */
async function confirm(
  parameters: ConfirmationOptions,
  signature: string,
  watch: SignatureWatch,
  signal: AbortSignal,
): Promise<void> {
  // A socket that does not open soon (a proxy that blocks it) is not waited for: poll instead.
  const { first } = await acknowledged(watch, signal);
  if (first) {
    const notified = first.then(
      (notification) => {
        if (notification.done) return false;
        if (notification.value.value.err) throw failed(notification.value.value.err);
        return true;
      },
      () => false,
    );
    // The status read catches a confirmation that came before the subscription was open. After
    // our own send it waits first: the notification nearly always comes, and then the read is
    // never made.
    const caughtUp = abortableSleep(parameters.catchUpAfterMs ?? 0, signal)
      .then(() => hasConfirmed(parameters, signature, signal))
      .then((confirmed) => (confirmed ? true : notified));
    if (await Promise.race([notified, caughtUp])) return;
    if (await caughtUp) return;
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
      throw new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__BLOCKHASH_EXPIRED, {
        details: { blockHeight: height, lastValidBlockHeight },
      });
    }
  }
}

/** Sends the same bytes again every few seconds: a dropped packet must not cost the send. */
async function rebroadcastUntilStopped(
  rebroadcast: () => Promise<void>,
  everyMs: number | undefined,
  signal: AbortSignal,
): Promise<never> {
  for (;;) {
    await abortableSleep(everyMs ?? REBROADCAST_INTERVAL_MS, signal);
    // A failed re-send changes nothing: the first send's answer already counted.
    await rebroadcast().catch(() => undefined);
  }
}

function failed(err: unknown): LatchkeyError {
  return new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__FAILED, { details: { err } });
}
