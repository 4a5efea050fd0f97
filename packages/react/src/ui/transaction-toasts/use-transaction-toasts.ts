'use client';
import { useSyncExternalStore } from 'react';
import type { TransactionToast, TransactionToastStore } from './transaction-toast-store.js';

const NONE: readonly TransactionToast[] = [];

/**
 * The toasts of a {@link TransactionToastStore}, re-rendering on each change; none on the
 * server. For a host that draws its own stack; `TransactionToasts` uses it.
 *
 * @example
 * ```tsx
 * const toasts = useTransactionToasts(store);
 * const pending = toasts.filter((toast) => toast.stage !== 'confirmed' && toast.stage !== 'failed');
 * ```
 */
export function useTransactionToasts(store: TransactionToastStore): readonly TransactionToast[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => NONE);
}
