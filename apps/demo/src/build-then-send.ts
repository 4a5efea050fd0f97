import { isUserCancellation } from '@latchkey/core';
import type { BuiltTransaction, TransactionProgressListener } from '@latchkey/core/transactions';
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
 *   title: 'Send 0.1 SOL',
 *   toastSaysIt: () => Boolean(sending.error),
 * });
 * ```
 */
export async function buildThenSend(options: {
  build: () => Promise<BuiltTransaction>;
  send: (built: BuiltTransaction, onProgress: TransactionProgressListener) => Promise<unknown>;
  title: string;
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
    await demoToasts.track(
      async (onProgress) => {
        const built = first ?? (await options.build());
        first = undefined;
        return options.send(built, onProgress);
      },
      { title: options.title },
    );
  } catch (error) {
    if (!isUserCancellation(error) && !options.toastSaysIt()) return (error as Error).message;
  }
  return undefined;
}
