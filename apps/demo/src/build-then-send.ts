import { isUserCancellation } from '@latchkey/core';
import type { BuiltTransaction, TransactionProgressListener } from '@latchkey/core/transactions';
import type { TrackTransactionOptions } from '@latchkey/react';
import { demoToasts } from './demo-toasts.js';

/**
 * The demo's sends: builds the transaction first (a bad address or amount is the form's to say:
 * no transaction, no toast), then sends it under a toast whose Retry builds anew (the first
 * blockhash may be what expired). Returns what the form should show, if anything: nothing when
 * the user rejected in the wallet (a choice, not a failure; the toast is gone too).
 *
 * @example
 * ```ts
 * const problem = await buildThenSend({
 *   build: () => buildSolTransfer(transfer),
 *   send: (built, onProgress) => sending.sendTransaction({ ...built, onProgress }),
 *   toast: toastAmount('0.1', SOL_DECIMALS, 'SOL'),
 *   toastSaysIt: () => Boolean(sending.error),
 * });
 * ```
 */
export async function buildThenSend(options: {
  build: () => Promise<BuiltTransaction>;
  send: (built: BuiltTransaction, onProgress: TransactionProgressListener) => Promise<unknown>;
  /** The toast's title, or the amount it writes its title from in the user's language. */
  toast: Pick<TrackTransactionOptions, 'title' | 'amount'>;
  /** True when the toast already shows the failure, so the form stays quiet. */
  toastSaysIt: () => boolean;
}): Promise<string | undefined> {
  let first: BuiltTransaction | undefined;
  try {
    first = await options.build();
  } catch (error) {
    return (error as Error).message;
  }
  try {
    await demoToasts.track(async (onProgress) => {
      const built = first ?? (await options.build());
      first = undefined;
      return options.send(built, onProgress);
    }, options.toast);
  } catch (error) {
    if (!isUserCancellation(error) && !options.toastSaysIt()) return (error as Error).message;
  }
  return undefined;
}
