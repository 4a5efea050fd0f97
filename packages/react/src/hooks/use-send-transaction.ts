'use client';
import {
  type SendTransactionParameters,
  type SendTransactionReturnType,
  sendTransaction,
} from '@latchkey/core';
import type { TransactionStage } from '@latchkey/core/transactions';
import { useCallback, useState } from 'react';
import { type AsyncActionState, useAsyncAction } from './use-async-action.js';
import { useConfig } from './use-config.js';

/** What {@link useSendTransaction} returns. */
export interface UseSendTransactionReturnType extends AsyncActionState<SendTransactionReturnType> {
  /** Signs with the connected wallet, sends, and resolves once confirmed. */
  sendTransaction: (parameters: SendTransactionParameters) => Promise<SendTransactionReturnType>;
  /** signing → sending → confirming → confirmed or failed; undefined before the first send. */
  stage: TransactionStage | undefined;
  /** Known from 'sending' on. */
  signature: string | undefined;
}

/**
 * Sends a transaction with the connected wallet and follows it to confirmation.
 *
 * @example
 * ```tsx
 * const { sendTransaction, stage, error } = useSendTransaction();
 * const built = await buildSolTransfer({ from: address, to, amount: '0.01', connection });
 * await sendTransaction({ transaction: built.transaction, lastValidBlockHeight: built.lastValidBlockHeight });
 * ```
 */
export function useSendTransaction(): UseSendTransactionReturnType {
  const config = useConfig();
  const [progress, setProgress] = useState<{ stage?: TransactionStage; signature?: string }>({});
  const [run, state] = useAsyncAction(
    useCallback(
      (parameters: SendTransactionParameters) => {
        setProgress({});
        return sendTransaction(config, {
          ...parameters,
          onProgress: (update) => {
            setProgress({
              stage: update.stage,
              ...(update.signature ? { signature: update.signature } : {}),
            });
            parameters.onProgress?.(update);
          },
        });
      },
      [config],
    ),
  );
  return { ...state, sendTransaction: run, stage: progress.stage, signature: progress.signature };
}
