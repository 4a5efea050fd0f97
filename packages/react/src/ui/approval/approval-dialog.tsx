'use client';
import type { ApprovalRequest } from '@latchkey/core';
import { useId, useLayoutEffect, useRef } from 'react';
import { useMessages } from '../../i18n/use-messages.js';
import { APPROVAL_STYLESHEET } from '../../styles/approval-stylesheet.js';
import { SURFACES_STYLESHEET } from '../../styles/surfaces-stylesheet.js';
import { useLatchkeyRoot } from '../shared/use-latchkey-root.js';
import { useNarrowScreen } from '../shared/use-narrow-screen.js';
import { useSheetDrag } from '../shared/use-sheet-drag.js';
import { useStylesheet } from '../shared/use-stylesheet.js';
import { approvalMessages } from './approval-messages.js';
import { ApprovalSigner } from './approval-signer.js';
import { approvalTitle } from './approval-title.js';
import { cycleFocus } from './cycle-focus.js';
import { MessagePreviewView } from './message-preview-view.js';
import { TransactionPreviews } from './transaction-previews.js';
import { usePressGuard } from './use-press-guard.js';
import { useSettled } from './use-settled.js';

/** Props of {@link ApprovalDialog}. */
export interface ApprovalDialogProps {
  request: ApprovalRequest;
  /** Called once with the user's answer: `true` for Approve; `false` for Reject, Escape, the backdrop or a drag down. */
  onAnswer: (approved: boolean) => void;
}

/**
 * Asks the user before the embedded wallet signs: the connect dialog's modal on a desktop, its
 * bottom sheet under 480 px. Focus starts on Reject (the safe answer); Escape rejects; Approve
 * waits for the simulation, and ignores a press in the view's first moment. Open while mounted.
 */
export function ApprovalDialog({ request, onAnswer }: ApprovalDialogProps) {
  useStylesheet(SURFACES_STYLESHEET);
  useStylesheet(APPROVAL_STYLESHEET);
  const t = useMessages(approvalMessages);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const narrow = useNarrowScreen();
  const root = useLatchkeyRoot();
  const reject = () => onAnswer(false);
  const drag = useSheetDrag(dialog, reject);
  const tooSoon = usePressGuard();
  const previews = useSettled(request.kind === 'transactions' ? request.previews : undefined);
  const simulating = request.kind === 'transactions' && previews.status === 'pending';
  // Where a press began: a text selection that ends on the backdrop is no click on it.
  const pressedOnBackdrop = useRef(false);

  // Modal from its first frame, focus on Reject; closed before it leaves the page, so the browser
  // gives focus back to where it was. (Not the connect dialog's hooks: a chunk that shares only
  // some of that dialog's modules splits its chunk, and opening it would cost 400 B more.)
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    element.querySelector<HTMLElement>('[data-latchkey-autofocus]')?.focus();
    return () => element.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="latchkey-root latchkey-dialog latchkey-approval"
      data-layout={narrow ? 'sheet' : 'modal'}
      data-testid="latchkey-approval"
      aria-labelledby={titleId}
      {...root}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOnBackdrop.current) reject();
      }}
      onClose={(event) => {
        // 'close' comes a task late: a dialog that is open again by then (StrictMode) stays.
        if (!event.currentTarget.open) reject();
      }}
      onKeyDown={cycleFocus}
      onCancel={(event) => {
        // Escape answers through React, never by closing natively first.
        event.preventDefault();
        reject();
      }}
    >
      <div className="latchkey-dialog-panel">
        <header className="latchkey-approval-header" {...(narrow ? drag : {})}>
          {narrow ? <span className="latchkey-sheet-grabber" aria-hidden="true" /> : null}
          <h2 id={titleId} className="latchkey-dialog-title">
            {approvalTitle(request, t)}
          </h2>
          <ApprovalSigner walletName={request.walletName} address={request.address} />
        </header>
        <div className="latchkey-dialog-body">
          <div className="latchkey-approval-content">
            {request.kind === 'message' ? (
              <MessagePreviewView message={request.message} />
            ) : (
              <TransactionPreviews previews={previews} count={request.count} />
            )}
          </div>
        </div>
        <footer className="latchkey-approval-actions">
          <button
            type="button"
            className="latchkey-button"
            data-testid="latchkey-approval-reject"
            data-latchkey-autofocus=""
            onClick={reject}
          >
            {t('approval.reject')}
          </button>
          <button
            type="button"
            className="latchkey-button latchkey-button-primary"
            data-testid="latchkey-approval-approve"
            disabled={simulating}
            onClick={(event) => {
              if (!tooSoon(event)) onAnswer(true);
            }}
          >
            {t('approval.approve')}
          </button>
        </footer>
      </div>
    </dialog>
  );
}
