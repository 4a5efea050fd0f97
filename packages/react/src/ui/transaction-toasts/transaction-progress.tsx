'use client';
import { getExplorerUrl } from '@latchkey/core';
import type { TransactionStage } from '@latchkey/core/transactions';
import { useNetwork } from '../../hooks/use-network.js';
import { useMessages } from '../../i18n/use-messages.js';
import { TOAST_STYLESHEET } from '../../styles/toast-stylesheet.js';
import { useLatchkeyRoot } from '../shared/use-latchkey-root.js';
import { useStylesheet } from '../shared/use-stylesheet.js';
import { describeTransactionFailure } from './describe-transaction-failure.js';
import { isRetryableTransactionFailure } from './is-retryable-transaction-failure.js';
import { type ToastMessageKey, toastMessages } from './toast-messages.js';
import { TransactionStatusIcon } from './transaction-status-icon.js';
import { useAutoDismiss } from './use-auto-dismiss.js';

/** How long a confirmed toast stays when nobody points at it or focuses it. */
const TRANSACTION_TOAST_AUTO_DISMISS_MS = 6000;

/** Props of {@link TransactionProgress}; `useSendTransaction()`'s return value fits as is. */
export interface TransactionProgressProps {
  /** Where the transaction stands; nothing is drawn while undefined and there is no error. */
  stage: TransactionStage | undefined;
  /**
   * What is being done, with the amount, shown above the status as given: 'Send 0.01 SOL'. Write
   * it in the user's language; the rest of the view follows the provider's locale.
   */
  title?: string | undefined;
  /** Shown as an explorer link once known (from 'sending' on), unless it failed before confirming. */
  signature?: string | undefined;
  /**
   * The failure, said in a sentence of the user's language where Latchkey knows its code (else
   * in the error's own words). An error means 'failed' whatever the stage.
   */
  error?: Error | undefined;
  /** The stage that failed, so the right step is marked; default 'signing'. */
  failedStage?: TransactionStage | undefined;
  /** 'inline' (default) sits where it is rendered; 'toast' floats at the corner of the page. */
  variant?: 'inline' | 'toast';
  /**
   * Shows a Dismiss (×) button, and closes a confirmed transaction by itself after
   * `autoDismiss` ms. Dismissing one still under way only hides it.
   */
  onDismiss?: (() => void) | undefined;
  /** Milliseconds a confirmed transaction stays (paused while hovered or focused); `false` keeps it. */
  autoDismiss?: number | false | undefined;
  /** Shows Retry when the failure is one another try can get through (see `isRetryableTransactionFailure`). */
  onRetry?: (() => void) | undefined;
  /** Says 'Network fee: paid by the app' while the app's sponsor pays the fee. */
  sponsored?: boolean | undefined;
}

const STEPS = [
  { stage: 'signing', label: 'toast.step.sign' },
  { stage: 'sending', label: 'toast.step.send' },
  { stage: 'confirming', label: 'toast.step.confirm' },
] as const;

const HEADLINES: Record<TransactionStage, ToastMessageKey> = {
  signing: 'toast.stage.signing',
  sending: 'toast.stage.sending',
  confirming: 'toast.stage.confirming',
  confirmed: 'toast.stage.confirmed',
  failed: 'toast.stage.failed',
};

/**
 * Follows a transaction through signing → sending → confirming → confirmed or failed: a status
 * icon, the title with the amount, Sign / Send / Confirm as the segments of a bar (the failed
 * one in the danger colour), the link to it on the network's explorer, the failure in plain
 * words with Retry when another try can work, and a Dismiss ×. Announced to screen readers as it
 * moves (a status region; the failure as an alert). Its texts are in the provider's `locale`.
 * For several sends at once, see `TransactionToasts`.
 *
 * @example
 * ```tsx
 * const sending = useSendTransaction();
 * <TransactionProgress {...sending} title="Send 0.01 SOL" variant="toast" onDismiss={sending.reset} />
 * ```
 */
export function TransactionProgress({
  stage,
  title,
  signature,
  error,
  failedStage,
  variant = 'inline',
  onDismiss,
  autoDismiss = TRANSACTION_TOAST_AUTO_DISMISS_MS,
  onRetry,
  sponsored,
}: TransactionProgressProps) {
  useStylesheet(TOAST_STYLESHEET);
  const t = useMessages(toastMessages);
  const { network } = useNetwork();
  const root = useLatchkeyRoot();
  const current: TransactionStage | undefined = error ? 'failed' : stage;
  const dismissHandlers = useAutoDismiss(current === 'confirmed', autoDismiss, onDismiss);
  if (!current) return null;
  const failed = current === 'failed';
  const failedAt = failed ? (failedStage ?? stage) : undefined;
  const reached = current === 'confirmed' ? STEPS.length : stepIndex(failed ? failedAt : stage);
  // A transaction refused before confirming never reached the chain: nothing to look at there.
  const onChain = !failed || failedAt === 'confirming';
  const explorer = signature && onChain ? getExplorerUrl(network, { signature }) : undefined;
  const retry = error && onRetry && isRetryableTransactionFailure(error) ? onRetry : undefined;
  return (
    <section
      className={`latchkey-root latchkey-progress latchkey-progress-${variant}`}
      {...root}
      {...dismissHandlers}
      data-stage={current}
      aria-label={t('toast.region')}
    >
      <div className="latchkey-progress-header">
        <TransactionStatusIcon stage={current} />
        <div className="latchkey-progress-heading">
          {title ? <p className="latchkey-progress-title">{title}</p> : null}
          <p role="status" className="latchkey-progress-headline">
            {t(HEADLINES[current])}
          </p>
        </div>
        {onDismiss ? (
          <button
            type="button"
            className="latchkey-progress-close"
            aria-label={t('toast.dismiss')}
            onClick={onDismiss}
          >
            <svg
              viewBox="0 0 24 24"
              width="18"
              height="18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d="m6 6 12 12M18 6 6 18" />
            </svg>
          </button>
        ) : null}
      </div>
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
              {t(step.label)}
            </li>
          );
        })}
      </ol>
      {error ? (
        <p role="alert" className="latchkey-progress-error" data-testid="latchkey-progress-error">
          {describeTransactionFailure(error, t)}
        </p>
      ) : null}
      {sponsored && !failed ? (
        <p className="latchkey-progress-fee" data-testid="latchkey-progress-fee">
          {t('toast.fee.sponsored')}
        </p>
      ) : null}
      {explorer || retry ? (
        <div className="latchkey-progress-actions">
          {explorer ? (
            <a
              className="latchkey-progress-link"
              href={explorer}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('toast.viewTransaction')}
            </a>
          ) : null}
          {retry ? (
            <button
              type="button"
              className="latchkey-button latchkey-progress-retry"
              onClick={retry}
            >
              {t('toast.retry')}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function stepIndex(stage: TransactionStage | undefined): number {
  const index = STEPS.findIndex((step) => step.stage === stage);
  // A failure whose stage is unknown is shown on the first step.
  return index === -1 ? 0 : index;
}
