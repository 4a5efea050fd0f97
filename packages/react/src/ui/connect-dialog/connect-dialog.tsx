'use client';
import { type WalletBookEntry, walletBook } from '@latchkey/core';
import { useId, useRef } from 'react';
import { useEmbeddedWallet } from '../../hooks/use-embedded-wallet.js';
import { useMessages } from '../../i18n/use-messages.js';
import { SURFACES_STYLESHEET } from '../../styles/surfaces-stylesheet.js';
import { useEnvironment } from '../shared/use-environment.js';
import { useLatchkeyRoot } from '../shared/use-latchkey-root.js';
import { useNarrowScreen } from '../shared/use-narrow-screen.js';
import { useSheetDrag } from '../shared/use-sheet-drag.js';
import { useStylesheet } from '../shared/use-stylesheet.js';
import { ConnectDialogCurrentView } from './connect-dialog-current-view.js';
import { connectDialogMessages } from './connect-dialog-messages.js';
import { titleOf } from './connect-dialog-views.js';
import { SignInFactorSlot } from './sign-in-factor-slot.js';
import { useAnimatedHeight } from './use-animated-height.js';
import { useConnectDialogFlow } from './use-connect-dialog-flow.js';
import { useModalDialog, useViewFocus } from './use-modal-dialog.js';

/** Props of {@link ConnectDialog}. */
export interface ConnectDialogProps {
  open: boolean;
  onClose: () => void;
  /** Wallets offered when not installed. Default: the built-in wallet book. */
  walletBook?: readonly WalletBookEntry[];
}

/**
 * The dialog where a user connects: the wallet used last, the installed ones, the embedded
 * wallet's email entry (passkey second), more wallets folded away, and a guide for newcomers.
 * Choosing a wallet shows it being asked, declined or failed (its cause in words), with what can
 * work next: Try again, another of the host's networks, or another wallet. A header with a
 * back chevron and × stays put while only the list scrolls; the backdrop closes it. Under 480 px
 * it is a bottom sheet that can be dragged down. Native `<dialog>`: focus is trapped, Escape
 * closes it, the page is inert behind it.
 *
 * @example
 * ```tsx
 * const [open, setOpen] = useState(false);
 * <ConnectDialog open={open} onClose={() => setOpen(false)} />
 * ```
 */
export function ConnectDialog({
  open,
  onClose,
  walletBook: book = walletBook,
}: ConnectDialogProps) {
  useStylesheet(SURFACES_STYLESHEET);
  const t = useMessages(connectDialogMessages);
  const dialog = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const flow = useConnectDialogFlow(onClose);
  const { view, close } = flow;
  const { available: embeddedAvailable } = useEmbeddedWallet();
  const environment = useEnvironment();
  const narrow = useNarrowScreen();
  const root = useLatchkeyRoot();
  // Where a press began: a click that started inside (a text selection) never closes.
  const pressedOnBackdrop = useRef(false);

  useModalDialog(dialog, open);
  useAnimatedHeight(body, content, open);
  useViewFocus(dialog, open, view.name);
  const drag = useSheetDrag(dialog, close);
  // Phones get no focused field (the keyboard would cover the list); desktops start typing.
  const autoFocus = !environment.isMobile && !narrow;

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is the backdrop's; the keyboard's way out is Escape (onCancel).
    <dialog
      ref={dialog}
      className="latchkey-root latchkey-dialog"
      data-layout={narrow ? 'sheet' : 'modal'}
      data-view={view.name}
      aria-label={t('dialog.title')}
      {...root}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // The dialog's box is all panel: a click on the element itself is on the backdrop.
        if (event.target === event.currentTarget && pressedOnBackdrop.current) close();
      }}
      onClose={(event) => {
        // 'close' arrives a task after the dialog shut: if it was opened again meanwhile (a quick
        // Escape then Enter), this late event must not shut it.
        if (!event.currentTarget.open) close();
      }}
      onCancel={(event) => {
        // Escape closes through React's state, never natively first.
        event.preventDefault();
        close();
      }}
    >
      {open ? (
        <div className="latchkey-dialog-panel">
          <header className="latchkey-dialog-header" {...(narrow ? drag : {})}>
            {narrow ? <span className="latchkey-sheet-grabber" aria-hidden="true" /> : null}
            {view.name === 'list' ? (
              <span className="latchkey-header-spacer" />
            ) : (
              <button
                type="button"
                className="latchkey-icon-button"
                aria-label={t('dialog.back')}
                onClick={flow.toList}
              >
                <svg
                  className="latchkey-back-glyph"
                  width="20"
                  height="20"
                  viewBox="0 0 20 20"
                  aria-hidden="true"
                >
                  <path
                    d="M12.5 4.5 7 10l5.5 5.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  />
                </svg>
              </button>
            )}
            <h2 id={titleId} className="latchkey-dialog-title" tabIndex={-1}>
              {titleOf(view, t)}
            </h2>
            <button
              type="button"
              className="latchkey-icon-button"
              aria-label={t('dialog.close')}
              onClick={close}
            >
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                <path d="M5 5l10 10M15 5 5 15" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </header>
          <div ref={body} className="latchkey-dialog-body">
            {/* The measured box stays one element; the view inside is new each time (its entrance). */}
            <div ref={content}>
              <div className="latchkey-dialog-view" key={view.name}>
                {/* A sign-in the server holds on a new device asks for the second factor here. */}
                <SignInFactorSlot>
                  <ConnectDialogCurrentView
                    flow={flow}
                    book={book}
                    embeddedAvailable={embeddedAvailable}
                    environment={environment}
                    autoFocus={autoFocus}
                  />
                </SignInFactorSlot>
              </div>
            </div>
          </div>
          {view.name === 'list' ? (
            <footer className="latchkey-dialog-footer">
              <span>{t('dialog.footer.newToSolana')}</span>{' '}
              <button
                type="button"
                className="latchkey-link-button latchkey-inline"
                onClick={() => flow.setView({ name: 'get-wallet' })}
              >
                {t('dialog.footer.getWallet')}
              </button>
            </footer>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
