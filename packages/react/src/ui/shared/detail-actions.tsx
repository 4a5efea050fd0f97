'use client';
import { useMessages } from '../../i18n/use-messages.js';
import { connectDialogMessages } from '../connect-dialog/connect-dialog-messages.js';

/** Props of {@link DetailActions}. */
export interface DetailActionsProps {
  /** Still asking: no Try again yet. */
  asking: boolean;
  onRetry: () => void;
  onBack: () => void;
  /** The way back to the list, as this view names it. */
  backLabel: string;
  /**
   * What to offer in Try again's place, when asking again the same way cannot work: another
   * action (switch the network, reload the page), or `null` for none. Default Try again.
   */
  action?: { label: string; onClick: () => void } | null | undefined;
}

/**
 * The foot of a wallet's or a provider's view in the connect dialog: Try again (or the action
 * that can work instead) once the request has ended, and the way back to the list.
 */
export function DetailActions({ asking, onRetry, onBack, backLabel, action }: DetailActionsProps) {
  const t = useMessages(connectDialogMessages);
  const primary =
    action === undefined ? { label: t('dialog.action.tryAgain'), onClick: onRetry } : action;
  return (
    <div className="latchkey-detail-actions">
      {asking || !primary ? null : (
        <button
          type="button"
          className="latchkey-button latchkey-button-primary"
          onClick={primary.onClick}
        >
          {primary.label}
        </button>
      )}
      <button type="button" className="latchkey-button" onClick={onBack}>
        {backLabel}
      </button>
    </div>
  );
}
