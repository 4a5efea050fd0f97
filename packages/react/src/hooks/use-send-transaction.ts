'use client';
import {
  isUserCancellation,
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
  /** When `stage` is 'failed': the stage it failed in (signing, sending or confirming). */
  failedStage: TransactionStage | undefined;
  /** `true` from 'signing' on when the app's sponsor pays the network fee. */
  sponsored: boolean;
}

interface Progress {
  stage?: TransactionStage;
  signature?: string;
  failedStage?: TransactionStage;
  sponsored?: boolean;
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
  const [progress, setProgress] = useState<Progress>({});
  const [run, state] = useAsyncAction(
    useCallback(
      async (parameters: SendTransactionParameters) => {
        setProgress({});
        try {
          return await sendTransaction(config, {
            ...parameters,
            onProgress: (update) => {
              setProgress((previous) => ({
                stage: update.stage,
                ...(update.signature || previous.signature
                  ? { signature: update.signature ?? previous.signature }
                  : {}),
                ...(update.stage === 'failed' && previous.stage
                  ? { failedStage: previous.stage }
                  : {}),
                ...(update.sponsored ? { sponsored: true } : {}),
              }));
              parameters.onProgress?.(update);
            },
          });
        } catch (error) {
          // A dismissed prompt is not a failed transaction: nothing is left on screen.
          if (isUserCancellation(error)) setProgress({});
          throw error;
        }
      },
      [config],
    ),
  );
  const { reset } = state;
  const resetAll = useCallback(() => {
    reset();
    setProgress({});
  }, [reset]);
  return {
    ...state,
    reset: resetAll,
    sendTransaction: run,
    stage: progress.stage,
    signature: progress.signature,
    failedStage: progress.failedStage,
    sponsored: progress.sponsored === true,
  };
}
