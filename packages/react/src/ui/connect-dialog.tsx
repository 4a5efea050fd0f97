'use client';
import {
  isUserCancellation,
  type WalletBookEntry,
  type WalletOption,
  walletBook,
} from '@latchkey/core';
import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { useConnect } from '../hooks/use-connect.js';
import { useEmbeddedWallet } from '../hooks/use-embedded-wallet.js';
import { useLatchkeyState } from '../hooks/use-latchkey-state.js';
import { EmailCodeView } from './email-code-view.js';
import { EmbeddedEntry } from './embedded-entry.js';
import { GetWalletView } from './get-wallet-view.js';
import { InstallWalletView } from './install-wallet-view.js';
import { PasskeyView } from './passkey-view.js';
import { RecoveryView } from './recovery-view.js';
import { useAnimatedHeight } from './use-animated-height.js';
import { useEnvironment } from './use-environment.js';
import { useLatchkeyRoot } from './use-latchkey-root.js';
import { useNarrowScreen } from './use-narrow-screen.js';
import { useSheetDrag } from './use-sheet-drag.js';
import { WalletDetailView } from './wallet-detail-view.js';
import { WalletListView } from './wallet-list-view.js';

/** Props of {@link ConnectDialog}. */
export interface ConnectDialogProps {
  open: boolean;
  onClose: () => void;
  /** Wallets offered when not installed. Default: the built-in wallet book. */
  walletBook?: readonly WalletBookEntry[];
}

/** Where the dialog is; each view has its own title and a way back to the list. */
type View =
  | { name: 'list' }
  | { name: 'wallet'; option: WalletOption; state: 'asking' | 'declined' | 'failed' }
  | { name: 'install'; entry: WalletBookEntry }
  | { name: 'get-wallet' }
  | { name: 'email-code'; email: string }
  | { name: 'passkey'; email: string }
  | { name: 'recovery'; email: string };

const LIST: View = { name: 'list' };

function titleOf(view: View): string {
  switch (view.name) {
    case 'wallet':
      return view.option.name;
    case 'install':
      return `Get ${view.entry.name}`;
    case 'get-wallet':
      return 'Get a wallet';
    case 'email-code':
      return 'Check your email';
    case 'passkey':
      return 'Use a passkey';
    case 'recovery':
      return 'Recover your wallet';
    default:
      return 'Connect a wallet';
  }
}

/**
 * The dialog where a user connects: the wallet used last, the installed ones, the embedded
 * wallet's email entry (passkey second), more wallets folded away, and a guide for newcomers.
 * Choosing a wallet shows it being asked, declined or failed, with Try again. A header with a
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
  const dialog = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { wallets, connect, error, reset } = useConnect();
  const { lastUsedConnectorId } = useLatchkeyState();
  const { available: embeddedAvailable } = useEmbeddedWallet();
  const environment = useEnvironment();
  const narrow = useNarrowScreen();
  const root = useLatchkeyRoot();
  const [view, setView] = useState<View>(LIST);
  // The wallet being asked now; a result for one the user already backed out of is ignored.
  const asking = useRef<string | undefined>(undefined);
  // Where a press began: a click that started inside (a text selection) never closes.
  const pressedOnBackdrop = useRef(false);

  // Opened at commit, before the first paint, so the list is on screen in the first frame.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      element.querySelector<HTMLElement>('[data-latchkey-autofocus]')?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);
  useAnimatedHeight(body, content, open);
  // A new view takes focus where typing starts, else its title (read out by screen readers), so
  // focus never falls off a button that went away with the old view.
  const shownView = useRef(view.name);
  useLayoutEffect(() => {
    if (!open || shownView.current === view.name) return;
    shownView.current = view.name;
    const element = dialog.current;
    const target =
      element?.querySelector<HTMLElement>('[data-latchkey-autofocus]') ??
      element?.querySelector<HTMLElement>('.latchkey-dialog-title');
    target?.focus({ preventScroll: true });
  }, [open, view.name]);

  const toList = useCallback(() => {
    asking.current = undefined;
    reset();
    setView(LIST);
  }, [reset]);
  const close = useCallback(() => {
    toList();
    onClose();
  }, [toList, onClose]);
  const drag = useSheetDrag(dialog, close);

  const choose = (option: WalletOption) => {
    reset();
    setView({ name: 'wallet', option, state: 'asking' });
    asking.current = option.id;
    connect(option.id).then(
      () => {
        if (asking.current === option.id) close();
      },
      (failure: unknown) => {
        if (asking.current !== option.id) return;
        asking.current = undefined;
        // A declined request is not an error, but it is not silence either.
        setView({
          name: 'wallet',
          option,
          state: isUserCancellation(failure) ? 'declined' : 'failed',
        });
      },
    );
  };

  const showPasskey = useCallback((email: string) => {
    typedEmail.current = email;
    setView({ name: 'passkey', email });
  }, []);
  // A code waiting from before a reload is offered once: back on the list, it stays there.
  const offeredPendingCode = useRef(false);
  // What the user typed, kept for when they come back to the list.
  const typedEmail = useRef('');
  const showCode = useCallback((email: string) => {
    offeredPendingCode.current = true;
    typedEmail.current = email;
    setView({ name: 'email-code', email });
  }, []);
  const offerPendingCode = useCallback(
    (email: string) => {
      if (!offeredPendingCode.current) showCode(email);
    },
    [showCode],
  );
  // Phones get no focused field (the keyboard would cover the list); desktops start typing.
  const autoFocus = !environment.isMobile && !narrow;

  let current: React.ReactNode;
  if (view.name === 'list') {
    current = (
      <WalletListView
        wallets={wallets}
        lastUsedId={lastUsedConnectorId}
        book={book}
        isMobile={environment.isMobile}
        onChoose={choose}
        onInstall={(entry) => setView({ name: 'install', entry })}
        embeddedLastUsed={Boolean(lastUsedConnectorId?.startsWith('embedded:'))}
        embedded={
          <EmbeddedEntry
            onCodeSent={showCode}
            onPendingCode={offerPendingCode}
            initialEmail={typedEmail.current}
            onPasskey={showPasskey}
            autoFocus={autoFocus}
            lastUsed={lastUsedConnectorId?.startsWith('embedded:')}
          />
        }
      />
    );
  } else {
    switch (view.name) {
      case 'wallet':
        current = (
          <WalletDetailView
            option={view.option}
            state={view.state}
            error={error}
            onRetry={() => choose(view.option)}
            onBack={toList}
          />
        );
        break;
      case 'install':
        current = <InstallWalletView entry={view.entry} platform={environment.platform} />;
        break;
      case 'get-wallet':
        current = (
          <GetWalletView
            book={book}
            platform={environment.platform}
            onUseEmail={embeddedAvailable ? toList : undefined}
          />
        );
        break;
      case 'email-code':
        current = (
          <EmailCodeView
            email={view.email}
            onConnected={close}
            onChangeEmail={toList}
            autoFocus={autoFocus}
          />
        );
        break;
      case 'passkey':
        current = (
          <PasskeyView
            email={view.email}
            onConnected={close}
            onRecover={(email) => setView({ name: 'recovery', email })}
          />
        );
        break;
      case 'recovery':
        current = <RecoveryView email={view.email} onConnected={close} autoFocus={autoFocus} />;
        break;
    }
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is the backdrop's; the keyboard's way out is Escape (onCancel).
    <dialog
      ref={dialog}
      className="latchkey-root latchkey-dialog"
      data-layout={narrow ? 'sheet' : 'modal'}
      data-view={view.name}
      aria-label="Connect a wallet"
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
                aria-label="Back"
                onClick={toList}
              >
                <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
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
              {titleOf(view)}
            </h2>
            <button
              type="button"
              className="latchkey-icon-button"
              aria-label="Close"
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
                {current}
              </div>
            </div>
          </div>
          {view.name === 'list' ? (
            <footer className="latchkey-dialog-footer">
              <span>New to Solana?</span>{' '}
              <button
                type="button"
                className="latchkey-link-button latchkey-inline"
                onClick={() => setView({ name: 'get-wallet' })}
              >
                Get a wallet
              </button>
            </footer>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
