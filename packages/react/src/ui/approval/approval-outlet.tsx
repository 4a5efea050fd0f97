'use client';
import { type ReactElement, useSyncExternalStore } from 'react';
import { ApprovalDialog } from './approval-dialog.js';
import { type ApprovalQueue, createApprovalQueue } from './approval-queue.js';

/** What a registered view needs: where requests wait, and the element that shows them. */
export interface ApprovalOutlet {
  readonly queue: ApprovalQueue;
  readonly element: ReactElement;
}

/**
 * The approval view's chunk as the provider uses it: a queue for one registration and the
 * element that shows its first request, a fresh dialog for each.
 */
export function createApprovalOutlet(): ApprovalOutlet {
  const queue = createApprovalQueue();
  return { queue, element: <QueuedApprovalDialog queue={queue} /> };
}

function QueuedApprovalDialog({ queue }: { queue: ApprovalQueue }) {
  const current = useSyncExternalStore(queue.subscribe, queue.current, queue.current);
  return current ? (
    <ApprovalDialog key={current.id} request={current.request} onAnswer={current.answer} />
  ) : null;
}
