import {
  LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED,
  LATCHKEY_ERROR__WALLET__APPROVAL_UNAVAILABLE,
} from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { UserCancellationError } from '../errors/user-cancellation-error.js';
import type { Logger } from '../logger/logger.js';
import type {
  ApprovalDraft,
  ApprovalGate,
  ApprovalHandler,
  ApprovalOptions,
  ApprovalRequest,
} from './approval-request.js';

/** What {@link createApprovalGate} needs: the host's options and how a draft becomes a request. */
export interface CreateApprovalGateParameters {
  readonly options: ApprovalOptions | undefined;
  readonly logger: Logger;
  /** Reads the message or starts the simulations; loaded lazily by the config. */
  readonly describe: (draft: ApprovalDraft, signal: AbortSignal) => Promise<ApprovalRequest>;
}

/**
 * The config's approval step. The host's `onApprovalRequest` is asked when set, else the view a
 * UI registered (the latest one); with neither, signing is refused rather than done unseen — a
 * host that shows its own confirmation says so with `confirm: false`.
 */
export function createApprovalGate({
  options,
  logger,
  describe,
}: CreateApprovalGateParameters): ApprovalGate {
  const views: ApprovalHandler[] = [];
  return {
    setView(view) {
      views.push(view);
      return () => {
        const index = views.lastIndexOf(view);
        if (index !== -1) views.splice(index, 1);
      };
    },
    async approve(draft, { signal } = {}) {
      if (options?.confirm === false) return;
      const handler = options?.onApprovalRequest ?? views.at(-1);
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
    },
  };
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
