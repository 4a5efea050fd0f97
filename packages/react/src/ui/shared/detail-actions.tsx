'use client';

/** Props of {@link DetailActions}. */
export interface DetailActionsProps {
  /** Still asking: no Try again yet. */
  asking: boolean;
  onRetry: () => void;
  onBack: () => void;
  /** The way back to the list, as this view names it. */
  backLabel: string;
}

/**
 * The foot of a wallet's or a provider's view in the connect dialog: Try again once the request
 * has ended, and the way back to the list.
 */
export function DetailActions({ asking, onRetry, onBack, backLabel }: DetailActionsProps) {
  return (
    <div className="latchkey-detail-actions">
      {asking ? null : (
        <button type="button" className="latchkey-button latchkey-button-primary" onClick={onRetry}>
          Try again
        </button>
      )}
      <button type="button" className="latchkey-button" onClick={onBack}>
        {backLabel}
      </button>
    </div>
  );
}
