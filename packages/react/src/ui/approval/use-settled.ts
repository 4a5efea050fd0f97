'use client';
import { useEffect, useState } from 'react';

/** Where a promise stands, for rendering. */
export type Settled<T> =
  | { readonly status: 'pending' }
  | { readonly status: 'fulfilled'; readonly value: T }
  | { readonly status: 'rejected'; readonly reason: unknown };

const PENDING = { status: 'pending' } as const;

/**
 * Follows a promise (React 18 has no `use`): pending, then its value or its reason. Given
 * another promise, it starts over; an outcome that arrives after unmount is dropped.
 */
export function useSettled<T>(promise: Promise<T> | undefined): Settled<T> {
  const [settled, setSettled] = useState<{ of: Promise<T>; outcome: Settled<T> }>();
  useEffect(() => {
    if (!promise) return;
    let current = true;
    promise.then(
      (value) => current && setSettled({ of: promise, outcome: { status: 'fulfilled', value } }),
      (reason: unknown) =>
        current && setSettled({ of: promise, outcome: { status: 'rejected', reason } }),
    );
    return () => {
      current = false;
    };
  }, [promise]);
  // An outcome belongs to its promise: a new one shows as pending from its first render.
  return settled && settled.of === promise ? settled.outcome : PENDING;
}
