'use client';
import type { TransactionStage } from '@latchkey/core/transactions';
import { OutlineIcon } from '../shared/outline-icon.js';

/** Props of {@link TransactionStatusIcon}. */
export interface TransactionStatusIconProps {
  /** 'confirmed' draws a check, 'failed' a cross, any other stage a spinner. */
  stage: TransactionStage;
}

/**
 * The status mark at the head of a transaction toast: a spinner while the transaction is under
 * way, a check once confirmed, a cross when it failed. Decorative: the status text next to it
 * says the same in words.
 *
 * @example
 * ```tsx
 * <TransactionStatusIcon stage="confirmed" />
 * ```
 */
export function TransactionStatusIcon({ stage }: TransactionStatusIconProps) {
  const kind = stage === 'confirmed' ? 'confirmed' : stage === 'failed' ? 'failed' : 'pending';
  return (
    <OutlineIcon className="latchkey-progress-icon" size={24} icon={kind}>
      {kind === 'pending' ? (
        <>
          <circle cx="12" cy="12" r="9" opacity="0.25" />
          <path d="M21 12a9 9 0 0 0-9-9" />
        </>
      ) : (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d={kind === 'confirmed' ? 'm8 12.5 2.75 2.75L16 10' : 'm9 9 6 6m0-6-6 6'} />
        </>
      )}
    </OutlineIcon>
  );
}
