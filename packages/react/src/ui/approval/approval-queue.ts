import type { ApprovalRequest } from '@latchkey/core';

/** A request waiting for the user, first in line or behind others. */
export interface QueuedApproval {
  /** Unique within its queue: the view starts afresh for each request. */
  readonly id: number;
  readonly request: ApprovalRequest;
  /** Answers it and takes it off the queue; a second answer, or one after an abort, is ignored. */
  readonly answer: (approved: boolean) => void;
}

/** The requests one registered view shows, one at a time, oldest first. */
export interface ApprovalQueue {
  /** Queues a request; resolves with the user's answer, `false` once `signal` aborts. */
  ask(request: ApprovalRequest, signal: AbortSignal): Promise<boolean>;
  /** The request on screen, or `undefined` when none waits. Stable between changes. */
  current(): QueuedApproval | undefined;
  /** Calls `onChange` after each change; returns the unsubscribe. Shaped for `useSyncExternalStore`. */
  subscribe(onChange: () => void): () => void;
  /** Answers every waiting request `false`: the view is going away. */
  close(): void;
}

/** A queue of approval requests for one registered view. */
export function createApprovalQueue(): ApprovalQueue {
  let waiting: readonly QueuedApproval[] = [];
  let lastId = 0;
  const listeners = new Set<() => void>();
  const remove = (entry: QueuedApproval) => {
    waiting = waiting.filter((other) => other !== entry);
    for (const listener of listeners) listener();
  };
  return {
    ask(request, signal) {
      if (signal.aborted) return Promise.resolve(false);
      return new Promise<boolean>((resolve) => {
        const entry: QueuedApproval = {
          id: ++lastId,
          request,
          answer(approved) {
            signal.removeEventListener('abort', withdraw);
            if (!waiting.includes(entry)) return;
            remove(entry);
            resolve(approved);
          },
        };
        const withdraw = () => entry.answer(false);
        signal.addEventListener('abort', withdraw, { once: true });
        waiting = [...waiting, entry];
        for (const listener of listeners) listener();
      });
    },
    current: () => waiting[0],
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    close() {
      for (const entry of waiting) entry.answer(false);
    },
  };
}
