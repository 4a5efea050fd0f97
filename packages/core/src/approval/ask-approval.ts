import {
  LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED,
  LATCHKEY_ERROR__WALLET__APPROVAL_UNAVAILABLE,
} from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { UserCancellationError } from '../errors/user-cancellation-error.js';
import type { ApprovalDraft, ApprovalHandler, ApprovalOptions } from './approval-request.js';
import type { ApprovalSource } from './describe-approval-request.js';

/**
 * Asks the host's handler, else the latest of `views`, about `draft`: resolves when approved (or
 * when the host turned asking off), rejects with a quiet cancellation when not; with nothing to
 * ask, refuses rather than let signing happen unseen. Loaded with the first request, so pages
 * that never ask never load it.
 */
export async function askApproval(
  options: ApprovalOptions | undefined,
  views: ReadonlySet<ApprovalHandler>,
  source: ApprovalSource,
  draft: ApprovalDraft,
  signal: AbortSignal | undefined,
): Promise<void> {
  if (options?.confirm === false) return;
  const handler = options?.onApprovalRequest ?? [...views].at(-1);
  if (!handler) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__APPROVAL_UNAVAILABLE);
  signal?.throwIfAborted();
  // Withdrawn when the caller aborts, and always once answered: the view closes and any
  // simulation still running stops.
  const withdrawn = new AbortController();
  const withdraw = () => withdrawn.abort(signal?.reason);
  signal?.addEventListener('abort', withdraw, { once: true });
  try {
    // The reading and the simulations load here: a host with `confirm: false` never loads them.
    const { describeApprovalRequest } = await import('./describe-approval-request.js');
    const request = await describeApprovalRequest(source, draft, withdrawn.signal);
    const answer = await raceAbort(
      handler(request, { signal: withdrawn.signal }),
      withdrawn.signal,
    );
    if (answer !== true) {
      source.logger.debug('The user rejected the approval request');
      throw new UserCancellationError(LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED);
    }
  } finally {
    signal?.removeEventListener('abort', withdraw);
    withdrawn.abort();
  }
}
// A view that ignores its signal must not hold the caller past an abort.
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
