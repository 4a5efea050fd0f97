'use client';
import { getExplorerUrl } from '@latchkey/core';
import type { TransactionStage } from '@latchkey/core/transactions';
import { useNetwork } from '../hooks/use-network.js';
import { describeTransactionFailure } from './describe-transaction-failure.js';
import { useLatchkeyRoot } from './use-latchkey-root.js';

/** Props of {@link TransactionProgress}; `useSendTransaction()`'s return value fits as is. */
export interface TransactionProgressProps {
  /** Where the transaction stands; nothing is drawn while undefined and there is no error. */
  stage: TransactionStage | undefined;
  /** Shown as an explorer link once known (from 'sending' on). */
  signature?: string | undefined;
  /** The failure; its catalogue message is shown. An error means 'failed' whatever the stage. */
  error?: Error | undefined;
  /** The stage that failed, so the right step is marked; default 'signing'. */
  failedStage?: TransactionStage | undefined;
  /** 'inline' (default) sits where it is rendered; 'toast' floats at the corner of the page. */
  variant?: 'inline' | 'toast';
  /** Shows a Dismiss button once the transaction is over (confirmed or failed). */
  onDismiss?: () => void;
  /** Says 'Network fee: paid by the app' while the app's sponsor pays the fee. */
  sponsored?: boolean | undefined;
}

const STEPS = [
  { stage: 'signing', label: 'Sign' },
  { stage: 'sending', label: 'Send' },
  { stage: 'confirming', label: 'Confirm' },
] as const;

const HEADLINES: Record<TransactionStage, string> = {
  signing: 'Waiting for your signature…',
  sending: 'Sending the transaction…',
  confirming: 'Confirming on the network…',
  confirmed: 'Transaction confirmed',
  failed: 'Transaction failed',
};

/**
 * Follows a transaction through signing → sending → confirming → confirmed or failed, with a
 * link to it on the network's explorer and the catalogue's text when it fails. Announced to
 * screen readers as it moves (a status region; the failure as an alert).
 *
 * @example
 * ```tsx
 * const sending = useSendTransaction();
 * <TransactionProgress {...sending} variant="toast" onDismiss={sending.reset} />
 * ```
 */
export function TransactionProgress({
  stage,
  signature,
  error,
  failedStage,
  variant = 'inline',
  onDismiss,
  sponsored,
}: TransactionProgressProps) {
  const { network } = useNetwork();
  const root = useLatchkeyRoot();
  const current: TransactionStage | undefined = error ? 'failed' : stage;
  if (!current) return null;
  const failed = current === 'failed';
  const reached =
    current === 'confirmed' ? STEPS.length : stepIndex(failed ? (failedStage ?? stage) : stage);
  const explorer = signature ? getExplorerUrl(network, { signature }) : undefined;
  const over = current === 'confirmed' || current === 'failed';
  return (
    <section
      className={`latchkey-root latchkey-progress latchkey-progress-${variant}`}
      {...root}
      data-stage={current}
      aria-label="Transaction progress"
    >
      <p role="status" className="latchkey-progress-headline">
        {HEADLINES[current]}
      </p>
      <ol className="latchkey-progress-steps">
        {STEPS.map((step, index) => {
          const state =
            index < reached ? 'done' : index === reached ? (failed ? 'failed' : 'active') : 'todo';
          return (
            <li
              key={step.stage}
              data-state={state}
              aria-current={state === 'active' ? 'step' : undefined}
            >
              {step.label}
            </li>
          );
        })}
      </ol>
      {sponsored && !failed ? (
        <p className="latchkey-progress-fee" data-testid="latchkey-progress-fee">
          Network fee: paid by the app
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="latchkey-progress-error" data-testid="latchkey-progress-error">
          {describeTransactionFailure(error)}
        </p>
      ) : null}
      {explorer ? (
        <a href={explorer} target="_blank" rel="noopener noreferrer">
          View transaction
        </a>
      ) : null}
      {over && onDismiss ? (
        <button type="button" className="latchkey-button latchkey-small" onClick={onDismiss}>
          Dismiss
        </button>
      ) : null}
    </section>
  );
}

function stepIndex(stage: TransactionStage | undefined): number {
  const index = STEPS.findIndex((step) => step.stage === stage);
  // A failure whose stage is unknown is shown on the first step.
  return index === -1 ? 0 : index;
}
