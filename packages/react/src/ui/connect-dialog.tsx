'use client';
import {
  getInAppBrowserUrl,
  type LatchkeyError,
  type WalletBookEntry,
  type WalletOption,
  walletBook,
} from '@latchkey/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useConnect } from '../hooks/use-connect.js';
import { useDisconnect } from '../hooks/use-disconnect.js';
import { useWallet } from '../hooks/use-wallet.js';
import { AccountDetails } from './account-details.js';
import { AddPasskey } from './add-passkey.js';
import { EmbeddedSignIn } from './embedded-sign-in.js';
import { ExportKey } from './export-key.js';
import { useEnvironment } from './use-environment.js';
import { useLatchkeyRoot } from './use-latchkey-root.js';
import { WalletIcon } from './wallet-icon.js';

/** Props of {@link ConnectDialog}. */
export interface ConnectDialogProps {
  open: boolean;
  onClose: () => void;
  /** Popular wallets offered when not installed. Default: the built-in wallet book. */
  walletBook?: readonly WalletBookEntry[];
}

/**
 * The modal where a user picks a wallet: the ones installed in this browser first (updated live
 * as wallets register), then popular ones with an install link, or on a phone an open-in-wallet
 * link. While a wallet is asked it says so; a failure shows the catalogue's message; a cancelled
 * prompt just returns to the list. Connected, it shows the account and a disconnect button.
 * Built on the native `<dialog>`: focus is trapped, Escape closes it, the page is inert behind it.
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
  const titleId = useId();
  const { wallets, connect, error, reset } = useConnect();
  const { isConnected, address, wallet } = useWallet();
  const { disconnect } = useDisconnect();
  const environment = useEnvironment();
  const root = useLatchkeyRoot();
  const [pending, setPending] = useState<WalletOption>();
  const [failed, setFailed] = useState<WalletOption>();
  // The wallet being asked now; a result for one the user already backed out of is ignored.
  const asking = useRef<string | undefined>(undefined);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const close = () => {
    asking.current = undefined;
    setPending(undefined);
    setFailed(undefined);
    reset();
    onClose();
  };
  const choose = (option: WalletOption) => {
    setFailed(undefined);
    setPending(option);
    asking.current = option.id;
    connect(option.id).then(
      () => {
        if (asking.current === option.id) close();
      },
      () => {
        if (asking.current !== option.id) return;
        asking.current = undefined;
        setPending(undefined);
        setFailed(option);
      },
    );
  };
  const back = () => {
    asking.current = undefined;
    setPending(undefined);
    setFailed(undefined);
    reset();
  };

  const installedKeys = new Set(wallets.map((option) => option.walletBookKey).filter(Boolean));
  const popular = book.filter((entry) => !installedKeys.has(entry.key));
  const pageUrl = typeof location === 'undefined' ? '' : location.href;

  let body: React.ReactNode;
  if (isConnected && address && !pending) {
    body = (
      <div className="latchkey-account">
        <p className="latchkey-account-wallet">
          {wallet ? <WalletIcon name={wallet.name} icon={wallet.icon} /> : null}
          <span>{wallet?.name ?? 'Wallet'}</span>
        </p>
        <AccountDetails address={address} />
        {wallet?.type === 'embedded' ? <AddPasskey /> : null}
        {wallet?.type === 'embedded' ? <ExportKey /> : null}
        <button
          type="button"
          className="latchkey-button"
          onClick={() => {
            void disconnect().finally(close);
          }}
        >
          Disconnect
        </button>
      </div>
    );
  } else if (pending) {
    body = (
      <div className="latchkey-pending" aria-live="polite">
        <WalletIcon name={pending.name} icon={pending.icon} />
        <p>Opening {pending.name}…</p>
        <p className="latchkey-hint">Approve the request in {pending.name} to continue.</p>
        <button type="button" className="latchkey-button" onClick={back}>
          Back
        </button>
      </div>
    );
  } else if (failed) {
    // An error is shown as one; a request the user declined in the wallet is not an error, but
    // not silence either.
    body = (
      <div className="latchkey-error">
        <WalletIcon name={failed.name} icon={failed.icon} />
        {error ? (
          <p role="alert" data-testid="latchkey-connect-error">
            {(error as LatchkeyError).shortMessage ?? error.message}
          </p>
        ) : (
          <>
            <p role="status" data-testid="latchkey-connect-declined">
              Request declined
            </p>
            <p className="latchkey-hint">
              {failed.name} did not connect. Ask again, or choose another wallet.
            </p>
          </>
        )}
        <button type="button" className="latchkey-button" onClick={() => choose(failed)}>
          Try again
        </button>
        <button type="button" className="latchkey-button" onClick={back}>
          Choose another wallet
        </button>
      </div>
    );
  } else {
    body = (
      <>
        <EmbeddedSignIn onConnected={close} />
        <section aria-labelledby={`${titleId}-installed`}>
          <h3 id={`${titleId}-installed`} className="latchkey-section-title">
            Installed
          </h3>
          {wallets.length === 0 ? (
            <p className="latchkey-dialog-empty">No wallets found in this browser.</p>
          ) : (
            <ul className="latchkey-wallet-list">
              {wallets.map((option) => (
                <li key={option.id}>
                  <button
                    type="button"
                    className="latchkey-wallet"
                    onClick={() => choose(option)}
                    data-wallet-id={option.id}
                  >
                    <WalletIcon name={option.name} icon={option.icon} />
                    <span className="latchkey-wallet-name">{option.name}</span>
                    <span className="latchkey-wallet-tag">
                      {option.type === 'deep-link' ? 'Open app' : 'Detected'}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        {popular.length > 0 ? (
          <section aria-labelledby={`${titleId}-popular`}>
            <h3 id={`${titleId}-popular`} className="latchkey-section-title">
              {environment.isMobile ? 'Open in a wallet app' : 'Popular wallets'}
            </h3>
            <ul className="latchkey-wallet-list">
              {popular.map((entry) => {
                const href = environment.isMobile
                  ? getInAppBrowserUrl(entry, { url: pageUrl, ref: originOf(pageUrl) })
                  : firstDownloadLink(entry, environment.platform);
                if (!href) return null;
                return (
                  <li key={entry.key}>
                    <a
                      className="latchkey-wallet"
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <WalletIcon name={entry.name} icon={entry.icon} />
                      <span className="latchkey-wallet-name">{entry.name}</span>
                      <span className="latchkey-wallet-tag">
                        {environment.isMobile ? `Open in ${entry.shortName}` : 'Install'}
                      </span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
      </>
    );
  }

  return (
    <dialog
      ref={dialog}
      className="latchkey-root latchkey-dialog"
      {...root}
      aria-labelledby={titleId}
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
      <h2 id={titleId} className="latchkey-dialog-title">
        {isConnected && !pending ? 'Connected' : 'Connect a wallet'}
      </h2>
      {open ? (
        <>
          {body}
          <button type="button" className="latchkey-button latchkey-close" onClick={close}>
            Close
          </button>
        </>
      ) : null}
    </dialog>
  );
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

function firstDownloadLink(entry: WalletBookEntry, platform: string): string | undefined {
  const links = entry.downloadLinks;
  if (!links) return undefined;
  if (platform === 'ios') return links.ios;
  if (platform === 'android') return links.android;
  return links.chrome ?? links.firefox ?? links.edge ?? links.brave;
}
