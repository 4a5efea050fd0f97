'use client';
import type { TransactionPreview } from '@latchkey/core/preview';
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
  const pending = previews.status === 'pending';
  return (
    <div className="latchkey-approval-previews" aria-live="polite" aria-busy={pending}>
      {previews.status === 'pending' ? (
        <p className="latchkey-approval-simulating">
          <span className="latchkey-approval-spinner" aria-hidden="true" />
          Simulating…
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
                ? `Transaction ${index + 1} of ${previews.value.length}`
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
  const detail = reason instanceof Error ? reason.message : undefined;
  return (
    <div className="latchkey-approval-unknown" data-testid="latchkey-approval-warning">
      <p>
        {count > 1
          ? "Couldn't simulate these transactions; their balance changes are unknown."
          : "Couldn't simulate this transaction; its balance changes are unknown."}
      </p>
      {detail ? (
        <details className="latchkey-details">
          <summary>Details</summary>
          <pre className="latchkey-approval-code">{detail}</pre>
        </details>
      ) : null}
    </div>
  );
}
