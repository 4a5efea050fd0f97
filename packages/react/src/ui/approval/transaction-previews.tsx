'use client';
import type { TransactionPreview } from '@latchkey/core/preview';
import { useMessages } from '../../i18n/use-messages.js';
import { approvalMessages } from './approval-messages.js';
import { TransactionPreviewView } from './transaction-preview-view.js';
import type { Settled } from './use-settled.js';

/** Props of {@link TransactionPreviews}. */
export interface TransactionPreviewsProps {
  previews: Settled<readonly TransactionPreview[]>;
  count: number;
}

/**
 * The transactions' previews as the simulation goes: "Simulating…" (busy), then each one, or a
 * plain word that they could not be simulated (the user may still approve). A polite live region,
 * so a screen reader hears the outcome once it is in.
 */
export function TransactionPreviews({ previews, count }: TransactionPreviewsProps) {
  const t = useMessages(approvalMessages);
  const pending = previews.status === 'pending';
  return (
    <div className="latchkey-approval-previews" aria-live="polite" aria-busy={pending}>
      {previews.status === 'pending' ? (
        <p className="latchkey-approval-simulating">
          <span className="latchkey-approval-spinner" aria-hidden="true" />
          {t('approval.transactions.simulating')}
        </p>
      ) : previews.status === 'rejected' ? (
        <SimulationUnavailable count={count} reason={previews.reason} />
      ) : (
        previews.value.map((preview, index) => (
          <TransactionPreviewView
            // Previews come in the transactions' order, one each, and never move.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            key={index}
            preview={preview}
            heading={
              previews.value.length > 1
                ? t('approval.transactions.heading', {
                    index: index + 1,
                    total: previews.value.length,
                  })
                : undefined
            }
          />
        ))
      )}
    </div>
  );
}

/** The simulation could not be run or read: what that means, and the error for the curious. */
function SimulationUnavailable({ count, reason }: { count: number; reason: unknown }) {
  const t = useMessages(approvalMessages);
  const detail = reason instanceof Error ? reason.message : undefined;
  return (
    <div className="latchkey-approval-unknown" data-testid="latchkey-approval-warning">
      <p>{t('approval.transactions.unavailable', { count })}</p>
      {detail ? (
        <details className="latchkey-details">
          <summary>{t('approval.transactions.details')}</summary>
          <pre className="latchkey-approval-code">{detail}</pre>
        </details>
      ) : null}
    </div>
  );
}
