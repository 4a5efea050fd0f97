'use client';
import { useLayoutEffect, useRef } from 'react';

/** How long after a request appears Approve ignores presses. */
export const PRESS_GUARD_MS = 500;

/**
 * Whether a press came too soon after the view appeared to be meant for it: a click aimed at
 * the page beneath, or a double click that opened the request, must not land on Approve.
 * Compares the event's time with the view's first commit (both on the page's clock).
 */
export function usePressGuard(): (event: { timeStamp: number }) => boolean {
  const shownAt = useRef(Number.POSITIVE_INFINITY);
  useLayoutEffect(() => {
    shownAt.current = performance.now();
  }, []);
  return (event) => event.timeStamp - shownAt.current < PRESS_GUARD_MS;
}
