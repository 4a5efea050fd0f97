'use client';
import type { TransactionInput } from '@latchkey/core/transactions';
import { sameBytes, toTransactionBytes } from '@latchkey/core/transactions';
import { useRef } from 'react';

/**
 * A transaction's wire bytes, the same array for as long as they hold the same bytes: a host
 * that builds the transaction anew on each render (or signs a web3.js object in place) changes
 * what an effect sees only when the transaction does. An input that cannot be read stands for
 * itself, so whoever reads it reports why.
 */
export function useTransactionBytes(
  transaction: TransactionInput | undefined,
): Uint8Array | TransactionInput | undefined {
  let current: Uint8Array | TransactionInput | undefined = transaction;
  try {
    if (transaction !== undefined) current = toTransactionBytes(transaction);
  } catch {
    // Unreadable: kept as given; previewing it fails with the reason.
  }
  const kept = useRef(current);
  const previous = kept.current;
  const same =
    previous instanceof Uint8Array && current instanceof Uint8Array
      ? sameBytes(previous, current)
      : previous === current;
  if (!same) kept.current = current;
  return kept.current;
}
