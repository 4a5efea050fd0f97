'use client';
import type { LatchkeyError, WalletBookEntry, WalletOption } from '@latchkey/core';
import { useEffect, useState } from 'react';
import { DetailActions } from '../shared/detail-actions.js';
import { WalletLogo } from '../wallet-logos/wallet-logo.js';
import { describeConnectFailure } from './describe-connect-failure.js';
import { PhoneWalletCode } from './phone-wallet-code.js';
import {
  noWalletApp,
  PHONE_WALLET_CONNECTOR_ID,
  WALLET_APP_CONNECTOR_ID,
  WALLETCONNECT_CONNECTOR_ID,
  walletDisplayName,
} from './wallet-app-option.js';
import { WalletConnectPairingView } from './walletconnect-pairing-view.js';

/** After this long without an answer, the view says where the wallet's prompt may be. */
export const CONNECT_HINT_AFTER_MS = 5000;

/** Props of {@link WalletDetailView}. */
export interface WalletDetailViewProps {
  option: WalletOption;
  /** Asking the wallet now, declined by the user, or failed. */
  state: 'asking' | 'declined' | 'failed';
  error?: Error | null | undefined;
  onRetry: () => void;
  onBack: () => void;
  /** Shows how to get a wallet (when no wallet app on the phone took the request). */
  onGetWallet?: (() => void) | undefined;
  /** On a phone, WalletConnect offers the book's wallet apps rather than a QR code. */
  isMobile?: boolean | undefined;
  /** The wallets WalletConnect may open on a phone. */
  book?: readonly WalletBookEntry[] | undefined;
}

/**
 * One wallet being asked to connect: its big logo with a spinner, "Opening Phantom…" and
 * "Confirm in Phantom", a hint if nothing happens for a few seconds; "Request declined" when the
 * user says no; a failure in plain words with the catalogue's message under Details. Try again
 * and Choose another wallet either way.
 */
export function WalletDetailView({
  option,
  state,
  error,
  onRetry,
  onBack,
  onGetWallet,
  isMobile = false,
  book = [],
}: WalletDetailViewProps) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (state !== 'asking') return;
    const timer = setTimeout(() => setSlow(true), CONNECT_HINT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const name = walletDisplayName(option, 'detail');
  const walletConnect = option.id === WALLETCONNECT_CONNECTOR_ID;
  const phone = option.id === PHONE_WALLET_CONNECTOR_ID || walletConnect;
  const noApp = state === 'failed' && noWalletApp(option, error);
  return (
    <div className="latchkey-detail" data-state={state}>
      {/* While a phone is to scan, the code takes the logo's place. */}
      {state === 'asking' && phone ? null : (
        <div className="latchkey-detail-logo">
          <WalletLogo
            name={name}
            icon={option.icon}
            walletBookKey={option.walletBookKey}
            size={64}
          />
          {state === 'asking' ? (
            <span className="latchkey-spinner-ring" aria-hidden="true" />
          ) : null}
          {state !== 'asking' ? (
            <span className="latchkey-detail-badge" aria-hidden="true">
              <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
                <path d="M4 4l6 6M10 4l-6 6" stroke="currentColor" strokeWidth="2" fill="none" />
              </svg>
            </span>
          ) : null}
        </div>
      )}
      {state === 'asking' && phone ? (
        <div className="latchkey-detail-text" aria-live="polite">
          {walletConnect ? (
            <>
              <p className="latchkey-detail-title">
                {isMobile ? 'Open your wallet app' : 'Scan with your phone'}
              </p>
              <WalletConnectPairingView isMobile={isMobile} book={book} />
            </>
          ) : (
            <>
              <p className="latchkey-detail-title">Scan with your phone</p>
              <PhoneWalletCode />
            </>
          )}
        </div>
      ) : state === 'asking' ? (
        <div className="latchkey-detail-text" aria-live="polite">
          <p className="latchkey-detail-title">Opening {name}…</p>
          <p className="latchkey-hint">Confirm in {name} to continue.</p>
          {slow ? (
            <p className="latchkey-hint latchkey-detail-slow" data-testid="latchkey-connect-hint">
              {option.id === WALLET_APP_CONNECTOR_ID
                ? "Don't see it? Open your wallet app, approve there, then come back to this page."
                : `Don't see it? Open ${name} from your browser's toolbar, or unlock it and try again.`}
            </p>
          ) : null}
        </div>
      ) : state === 'declined' ? (
        <div className="latchkey-detail-text">
          <p
            className="latchkey-detail-title"
            role="status"
            data-testid="latchkey-connect-declined"
          >
            Request declined
          </p>
          <p className="latchkey-hint">
            {name} did not connect. Ask again, or choose another wallet.
          </p>
        </div>
      ) : (
        <div className="latchkey-detail-text">
          <p className="latchkey-detail-title" role="alert" data-testid="latchkey-connect-error">
            {noApp
              ? 'No wallet app on this phone answered.'
              : describeConnectFailure(error ?? new Error(), name)}
          </p>
          {noApp ? (
            <p className="latchkey-hint">Install a Solana wallet app, then try again.</p>
          ) : null}
          {noApp && onGetWallet ? (
            <button type="button" className="latchkey-link-button" onClick={onGetWallet}>
              Get a wallet
            </button>
          ) : null}
          {error ? (
            <details className="latchkey-details">
              <summary>Details</summary>
              <p data-testid="latchkey-connect-error-details">
                {(error as LatchkeyError).shortMessage ?? error.message}
              </p>
            </details>
          ) : null}
        </div>
      )}
      <DetailActions
        asking={state === 'asking'}
        onRetry={onRetry}
        onBack={onBack}
        backLabel="Choose another wallet"
      />
    </div>
  );
}
