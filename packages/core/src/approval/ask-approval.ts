import {
  LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED,
  LATCHKEY_ERROR__WALLET__APPROVAL_UNAVAILABLE,
} from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { UserCancellationError } from '../errors/user-cancellation-error.js';
import type { Logger } from '../logger/logger.js';
import type {
  ApprovalDraft,
  ApprovalHandler,
  ApprovalOptions,
  ApprovalRequest,
} from './approval-request.js';

/** What `createApprovalGate` needs: the host's options and how a draft becomes a request. */
export interface CreateApprovalGateParameters {
  readonly options: ApprovalOptions | undefined;
  readonly logger: Logger;
  /** Reads the message or starts the simulations; loaded lazily by the config. */
  readonly describe: (draft: ApprovalDraft, signal: AbortSignal) => Promise<ApprovalRequest>;
}

/**
 * Asks `handler` (the host's, else the latest view) about `draft`: resolves when approved,
 * rejects with a quiet cancellation when not; with no handler at all, refuses rather than let
 * signing happen unseen. Loaded with the first request, so pages that never ask never load it.
 */
export async function askApproval(
  { describe, logger }: CreateApprovalGateParameters,
  handler: ApprovalHandler | undefined,
  draft: ApprovalDraft,
  signal: AbortSignal | undefined,
): Promise<void> {
  if (!handler) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__APPROVAL_UNAVAILABLE);
  signal?.throwIfAborted();
  // Withdrawn when the caller aborts, and always once answered: the view closes and any
  // simulation still running stops.
  const withdrawn = new AbortController();
  const withdraw = () => withdrawn.abort(signal?.reason);
  signal?.addEventListener('abort', withdraw, { once: true });
  try {
    const request = await describe(draft, withdrawn.signal);
    const answer = await raceAbort(
      handler(request, { signal: withdrawn.signal }),
      withdrawn.signal,
    );
    if (answer !== true) {
      logger.debug('The user rejected the approval request');
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
