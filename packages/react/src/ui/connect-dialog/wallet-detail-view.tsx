'use client';
import type { LatchkeyError, SolanaNetwork, WalletBookEntry, WalletOption } from '@latchkey/core';
import { useEffect, useState } from 'react';
import { type Translate, useMessages } from '../../i18n/use-messages.js';
import { DetailActions, type DetailActionsProps } from '../shared/detail-actions.js';
import { WalletLogo } from '../wallet-logos/wallet-logo.js';
import { type ConnectDialogMessageKey, connectDialogMessages } from './connect-dialog-messages.js';
import { type ConnectFailure, describeConnectFailure } from './describe-connect-failure.js';
import { PhoneWalletCode } from './phone-wallet-code.js';
import {
  PHONE_WALLET_CONNECTOR_ID,
  WALLETCONNECT_CONNECTOR_ID,
  walletListName,
  walletMention,
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
  /** The selected network, named when the wallet does not support it. */
  network?: SolanaNetwork | undefined;
  /** The host's networks, one of which a wallet that does not support this one is offered. */
  networks?: readonly SolanaNetwork[] | undefined;
  /** Switches to that network and asks the same wallet again. */
  onSwitchNetwork?: ((network: SolanaNetwork) => void) | undefined;
}

/**
 * One wallet being asked to connect: its big logo with a spinner, "Opening Phantom…" and
 * "Confirm in Phantom", a hint if nothing happens for a few seconds; "Request declined" when the
 * user says no; a failure that names its cause ("Phantom doesn't support Solana Localnet"), with
 * the SDK's exact message under Details. Then only what can work: Try again, or in its place
 * "Switch to Solana Devnet" or a reload, or nothing but Choose another wallet.
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
  network,
  networks,
  onSwitchNetwork,
}: WalletDetailViewProps) {
  const t = useMessages(connectDialogMessages);
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (state !== 'asking') return;
    const timer = setTimeout(() => setSlow(true), CONNECT_HINT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const mention = walletMention(option);
  const values = { wallet: option.name };
  const walletConnect = option.id === WALLETCONNECT_CONNECTOR_ID;
  const phone = option.id === PHONE_WALLET_CONNECTOR_ID || walletConnect;
  // Another network is offered only where the view can switch to it.
  const failure =
    state === 'failed'
      ? describeConnectFailure(
          error ?? new Error(),
          option,
          network && { network, networks: onSwitchNetwork ? (networks ?? []) : [] },
        )
      : undefined;
  return (
    <div className="latchkey-detail" data-state={state}>
      {/* While a phone is to scan, the code takes the logo's place. */}
      {state === 'asking' && phone ? null : (
        <div className="latchkey-detail-logo">
          <WalletLogo
            name={walletListName(option, t)}
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
                {isMobile ? t('dialog.wallet.openYourApp') : t('dialog.wallet.scanWithPhone')}
              </p>
              <WalletConnectPairingView isMobile={isMobile} book={book} />
            </>
          ) : (
            <>
              <p className="latchkey-detail-title">{t('dialog.wallet.scanWithPhone')}</p>
              <PhoneWalletCode />
            </>
          )}
        </div>
      ) : state === 'asking' ? (
        <div className="latchkey-detail-text" aria-live="polite">
          {/* Only a named wallet or this phone's wallet app is opened: a phone's scans a code. */}
          <p className="latchkey-detail-title">
            {mention === 'wallet'
              ? t('dialog.wallet.opening.wallet', values)
              : t('dialog.wallet.opening.app')}
          </p>
          <p className="latchkey-hint">
            {mention === 'wallet'
              ? t('dialog.wallet.confirm.wallet', values)
              : t('dialog.wallet.confirm.app')}
          </p>
          {slow ? (
            <p className="latchkey-hint latchkey-detail-slow" data-testid="latchkey-connect-hint">
              {mention === 'wallet'
                ? t('dialog.wallet.slow.wallet', values)
                : t('dialog.wallet.slow.app')}
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
            {t('dialog.declined.title')}
          </p>
          <p className="latchkey-hint">{t(`dialog.declined.${mention}`, values)}</p>
        </div>
      ) : failure ? (
        <WalletFailure failure={failure} error={error} onGetWallet={onGetWallet} t={t} />
      ) : null}
      <DetailActions
        asking={state === 'asking'}
        onRetry={onRetry}
        onBack={onBack}
        backLabel={t('dialog.action.chooseAnotherWallet')}
        action={failure && actionAfter(failure, t, onSwitchNetwork)}
      />
    </div>
  );
}

/** What a failure says: its cause, a step to take first, and the SDK's exact message. */
function WalletFailure({
  failure,
  error,
  onGetWallet,
  t,
}: {
  failure: ConnectFailure;
  error: Error | null | undefined;
  onGetWallet: (() => void) | undefined;
  t: Translate<ConnectDialogMessageKey>;
}) {
  return (
    <div className="latchkey-detail-text">
      <p className="latchkey-detail-title" role="alert" data-testid="latchkey-connect-error">
        {t(failure.message, failure.values)}
      </p>
      {failure.hint ? <p className="latchkey-hint">{t(failure.hint, failure.values)}</p> : null}
      {failure.getWallet && onGetWallet ? (
        <button type="button" className="latchkey-link-button" onClick={onGetWallet}>
          {t('dialog.failure.getWallet')}
        </button>
      ) : null}
      {error ? (
        <details className="latchkey-details">
          <summary>{t('dialog.failure.details')}</summary>
          <p data-testid="latchkey-connect-error-details">
            {(error as LatchkeyError).shortMessage ?? error.message}
          </p>
        </details>
      ) : null}
    </div>
  );
}

/** The action in Try again's place after a failure (`undefined`: Try again itself). */
function actionAfter(
  failure: ConnectFailure,
  t: Translate<ConnectDialogMessageKey>,
  onSwitchNetwork: ((network: SolanaNetwork) => void) | undefined,
): DetailActionsProps['action'] {
  const { action } = failure;
  switch (action.kind) {
    case 'retry':
      return undefined;
    case 'reload':
      return { label: t('dialog.action.reload'), onClick: () => location.reload() };
    case 'switch-network':
      return onSwitchNetwork
        ? {
            label: t('dialog.action.switchNetwork', { network: action.network.name }),
            onClick: () => onSwitchNetwork(action.network),
          }
        : null;
    case 'none':
      return null;
  }
}
