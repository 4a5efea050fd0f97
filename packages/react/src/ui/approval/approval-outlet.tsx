'use client';
import type { ApprovalRequest } from '@latchkey/core';
import { type ReactElement, useEffect, useRef, useSyncExternalStore } from 'react';
import { ApprovalDialog } from './approval-dialog.js';
import { type ApprovalQueue, createApprovalQueue } from './approval-queue.js';

/** How a provider is handed the element that draws its approval requests: its state setter. */
export type ShowApprovalView = (view: ReactElement) => void;

// One queue per registered view (per provider), found by the provider's setter.
const queues = new WeakMap<ShowApprovalView, ApprovalQueue>();

/**
 * Asks the user, for the provider whose setter is `show`: queues the request behind that
 * provider's others, and hands the provider the view that shows them (the first time).
 * Resolves with the answer; `false` once `signal` aborts or the provider goes.
 */
export function askUser(
  request: ApprovalRequest,
  { signal }: { readonly signal: AbortSignal },
  show: ShowApprovalView,
): Promise<boolean> {
  let queue = queues.get(show);
  if (!queue) {
    const created = createApprovalQueue();
    const onGone = () => queues.delete(show);
    queues.set(show, created);
    show(<QueuedApprovalDialog queue={created} onGone={onGone} />);
    queue = created;
  }
  return queue.ask(request, signal);
}

/** Props of {@link QueuedApprovalDialog}. */
interface QueuedApprovalDialogProps {
  queue: ApprovalQueue;
  onGone: () => void;
}

/** The queue's first request, a fresh dialog for each; what still waits is answered `false` when it goes. */
function QueuedApprovalDialog({ queue, onGone }: QueuedApprovalDialogProps) {
  const current = useSyncExternalStore(queue.subscribe, queue.current, queue.current);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // StrictMode unmounts and mounts again at once: only an unmount that lasts closes it.
      queueMicrotask(() => {
        if (mounted.current) return;
        queue.close();
        onGone();
      });
    };
  }, [queue, onGone]);
  return current ? (
    <ApprovalDialog key={current.id} request={current.request} onAnswer={current.answer} />
  ) : null;
}
