import { isUserCancellation } from '@latchkey/core';
import type { TransactionProgressListener, TransactionStage } from '@latchkey/core/transactions';

/**
 * What a send moves, for a title `TransactionToasts` writes in the user's language: `{ value:
 * 10_000_000n, decimals: 9, symbol: 'SOL' }` is 'Send 0.01 SOL' in English, '0,01 SOL senden' in
 * German.
 */
export interface TransactionToastAmount {
  /** In base units: lamports for SOL. */
  readonly value: bigint;
  readonly decimals: number;
  /** 'SOL', 'USDC'. */
  readonly symbol: string;
}

/**
 * One toast of a {@link TransactionToastStore}: where its send stands. It holds no text of
 * Latchkey's: the views write the headline and the failure from `stage` and `error` in the
 * provider's language, and the title from `title` or `amount`.
 */
export interface TransactionToast {
  /** Stable for the toast's life, across retries. */
  readonly id: number;
  /** The host's title as given to `track` ('Send 0.01 SOL'); undefined when it gave none. */
  readonly title: string | undefined;
  /**
   * What is sent, as given to `track`: without a `title`, the toast reads 'Send {amount}
   * {symbol}' (the catalogue's `toast.title.send`) in the provider's language.
   */
  readonly amount: TransactionToastAmount | undefined;
  readonly stage: TransactionStage;
  readonly signature: string | undefined;
  /** When `stage` is 'failed': the stage it failed in. */
  readonly failedStage: TransactionStage | undefined;
  readonly error: Error | undefined;
  readonly sponsored: boolean;
  /** Runs the send again in this toast; undefined when it was tracked with `retry: false`. */
  readonly retry: (() => void) | undefined;
}

/** Options of {@link TransactionToastStore.track}. */
export interface TrackTransactionOptions {
  /** What is being done, with the amount, shown as given: 'Send 0.01 SOL'. Wins over `amount`. */
  title?: string;
  /**
   * What is sent, for a title in the user's language that follows the provider's locale: `{
   * value: 10_000_000n, decimals: 9, symbol: 'SOL' }` reads 'Send 0.01 SOL' in English.
   */
  amount?: TransactionToastAmount;
  /**
   * Whether Retry may run `send` again after a failure another try can get through (default
   * true). `send` then runs anew, so build the transaction inside it (a fresh blockhash).
   */
  retry?: boolean;
}

/** Several sends, each followed in its own toast; render them with `TransactionToasts`. */
export interface TransactionToastStore {
  /**
   * Shows a toast for `send` and follows it: `send` gets a progress listener to pass to
   * `sendTransaction` / `signAndSendTransaction`. Resolves or rejects as `send` does; a user
   * who declines in the wallet removes the toast.
   */
  track<T>(
    send: (onProgress: TransactionProgressListener) => Promise<T>,
    options?: TrackTransactionOptions,
  ): Promise<T>;
  /** Removes a toast (the transaction itself carries on). */
  dismiss(id: number): void;
  /** The toasts, oldest first; a new array after each change. */
  getSnapshot(): readonly TransactionToast[];
  /** Calls `listener` after each change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Options of {@link createTransactionToasts}. */
export interface CreateTransactionToastsOptions {
  /** The most toasts kept at once (default 3); a new one drops the oldest finished one first. */
  max?: number;
}

/**
 * A store of transaction toasts: `track` a send from anywhere, render `<TransactionToasts
 * store={…} />` once. At most `max` (3) at a time: the oldest finished toast goes first, then
 * the oldest one (its transaction carries on, unseen). Create it once, outside rendering.
 *
 * @example
 * ```tsx
 * const toasts = createTransactionToasts();
 * // In a click handler:
 * await toasts.track(
 *   async (onProgress) => {
 *     const built = await buildSolTransfer({ from, to, amount: '0.01', connection });
 *     return sendTransaction({ ...built, onProgress });
 *   },
 *   // Titled 'Send 0.01 SOL' in the user's language ('0,01 SOL senden' in German).
 *   { amount: { value: 10_000_000n, decimals: 9, symbol: 'SOL' } },
 * );
 * // Once, near the root:
 * <TransactionToasts store={toasts} />
 * ```
 */
export function createTransactionToasts({
  max = 3,
}: CreateTransactionToastsOptions = {}): TransactionToastStore {
  const limit = Math.max(1, Math.floor(max));
  let toasts: readonly TransactionToast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  // The attempt each toast follows: progress from an attempt a Retry replaced is dropped.
  const attempts = new Map<number, number>();

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const update = (id: number, change: (toast: TransactionToast) => Partial<TransactionToast>) => {
    let found = false;
    toasts = toasts.map((toast) => {
      if (toast.id !== id) return toast;
      found = true;
      return { ...toast, ...change(toast) };
    });
    if (found) emit();
  };
  const remove = (id: number) => {
    attempts.delete(id);
    const before = toasts.length;
    toasts = toasts.filter((toast) => toast.id !== id);
    if (toasts.length !== before) emit();
  };

  // A declaration, not a generic arrow: `<T>(` reads as JSX to a TSX parser (the catalogue scan).
  async function run<T>(
    id: number,
    send: (onProgress: TransactionProgressListener) => Promise<T>,
  ): Promise<T> {
    const attempt = (attempts.get(id) ?? 0) + 1;
    attempts.set(id, attempt);
    const current = () => attempts.get(id) === attempt;
    update(id, () => ({
      stage: 'signing',
      signature: undefined,
      failedStage: undefined,
      error: undefined,
      sponsored: false,
    }));
    try {
      const result = await send((progress) => {
        if (!current()) return;
        update(id, (toast) => ({
          stage: progress.stage,
          signature: progress.signature ?? toast.signature,
          ...(progress.stage === 'failed'
            ? { failedStage: toast.stage === 'failed' ? toast.failedStage : toast.stage }
            : {}),
          ...(progress.error ? { error: progress.error } : {}),
          ...(progress.sponsored ? { sponsored: true } : {}),
        }));
      });
      if (current()) update(id, () => ({ stage: 'confirmed' }));
      return result;
    } catch (error) {
      if (current()) {
        // Declining in the wallet is a choice, not a failure: nothing is left on screen.
        if (isUserCancellation(error)) remove(id);
        else
          update(id, (toast) => ({
            stage: 'failed',
            error: error instanceof Error ? error : new Error(String(error)),
            failedStage: toast.stage === 'failed' ? toast.failedStage : toast.stage,
          }));
      }
      throw error;
    }
  }

  return {
    track(send, options = {}) {
      const id = nextId++;
      const retry =
        options.retry === false
          ? undefined
          : () => {
              // Its failure shows in the toast; the caller of track saw the first attempt's.
              run(id, send).catch(() => undefined);
            };
      const toast: TransactionToast = {
        id,
        title: options.title,
        amount: options.amount,
        stage: 'signing',
        signature: undefined,
        failedStage: undefined,
        error: undefined,
        sponsored: false,
        retry,
      };
      toasts = dropOverflow([...toasts, toast], limit);
      for (const key of attempts.keys()) {
        if (!toasts.some((kept) => kept.id === key)) attempts.delete(key);
      }
      emit();
      return run(id, send);
    },
    dismiss: remove,
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function dropOverflow(toasts: readonly TransactionToast[], max: number): TransactionToast[] {
  const kept = [...toasts];
  while (kept.length > max) {
    const finished = kept.findIndex(
      (toast) => toast.stage === 'confirmed' || toast.stage === 'failed',
    );
    kept.splice(finished === -1 ? 0 : finished, 1);
  }
  return kept;
}
