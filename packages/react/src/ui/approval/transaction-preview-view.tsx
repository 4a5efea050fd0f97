'use client';
import type { TransactionPreview } from '@latchkey/core/preview';
import { useId } from 'react';
import { useMessages } from '../../i18n/use-messages.js';
import { approvalMessages } from './approval-messages.js';
import { describeWarning, programLabel } from './describe-warning.js';
import { formatBalanceChange, formatFee } from './format-amount.js';

/** Props of {@link TransactionPreviewView}. */
export interface TransactionPreviewViewProps {
  preview: TransactionPreview;
  /** 'Transaction 2 of 3' when there are several; none for one. */
  heading: string | undefined;
}

/**
 * What one transaction will do: a likely failure first, then the user's balance changes, the
 * network fee, the programs it calls and what to read before approving. Every value from the
 * preview is drawn as text.
 */
export function TransactionPreviewView({ preview, heading }: TransactionPreviewViewProps) {
  const t = useMessages(approvalMessages);
  const headingId = useId();
  const { changes, simulation, warnings, programs } = preview;
  return (
    <section
      className="latchkey-approval-transaction"
      aria-labelledby={heading ? headingId : undefined}
    >
      {heading ? (
        <h3 id={headingId} className="latchkey-section-title">
          {heading}
        </h3>
      ) : null}
      {simulation.ok ? null : (
        <div
          className="latchkey-approval-failure"
          role="alert"
          data-testid="latchkey-approval-failure"
        >
          <p>{t('approval.transaction.willFail', { reason: simulation.reason })}</p>
          {simulation.logs.length > 0 ? (
            <details className="latchkey-details">
              <summary>{t('approval.transaction.logs')}</summary>
              <pre className="latchkey-approval-code">{simulation.logs.join('\n')}</pre>
            </details>
          ) : null}
        </div>
      )}
      {changes === undefined ? (
        <p className="latchkey-hint">{t('approval.transaction.changesUnknown')}</p>
      ) : changes.length === 0 ? (
        <p className="latchkey-hint">{t('approval.transaction.noChanges')}</p>
      ) : (
        <ul className="latchkey-approval-changes" aria-label={t('approval.transaction.changes')}>
          {changes.map((change) => (
            <li
              key={change.mint ?? 'SOL'}
              data-testid="latchkey-approval-change"
              data-direction={change.amount < 0n ? 'out' : 'in'}
            >
              {formatBalanceChange(change, t.locale)}
            </li>
          ))}
        </ul>
      )}
      <p className="latchkey-approval-fee" data-testid="latchkey-approval-fee">
        {formatFee(preview, t)}
      </p>
      {programs.length > 0 ? (
        <p className="latchkey-approval-programs">
          {t('approval.transaction.programs', {
            programs: programs
              .map((program) => programLabel(program.address, programs))
              .join(t('approval.transaction.programSeparator')),
          })}
        </p>
      ) : null}
      {warnings.length > 0 ? (
        <ul className="latchkey-approval-warnings" aria-label={t('approval.transaction.warnings')}>
          {warnings.map((warning, index) => (
            // A warning has no identity of its own, and the list never reorders.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index} data-testid="latchkey-approval-warning">
              {describeWarning(warning, programs, t).map((part, at) =>
                typeof part === 'string' ? (
                  part
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one warning never move.
                  <code key={at} className="latchkey-approval-key">
                    {part.address}
                  </code>
                ),
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
