'use client';
import type { Environment, WalletBookEntry } from '@latchkey/core';
import { useLatchkeyState } from '../../hooks/use-latchkey-state.js';
import { EmailCodeView } from '../embedded/email-code-view.js';
import { EmbeddedEntry } from '../embedded/embedded-entry.js';
import { OAuthView } from '../embedded/oauth-view.js';
import { PasskeyView } from '../embedded/passkey-view.js';
import { RecoveryView } from '../embedded/recovery-view.js';
import { GetWalletView } from './get-wallet-view.js';
import { InstallWalletView } from './install-wallet-view.js';
import type { ConnectDialogFlow } from './use-connect-dialog-flow.js';
import { WalletDetailView } from './wallet-detail-view.js';
import { WalletListView } from './wallet-list-view.js';

/** Props of {@link ConnectDialogCurrentView}. */
export interface ConnectDialogCurrentViewProps {
  flow: ConnectDialogFlow;
  book: readonly WalletBookEntry[];
  embeddedAvailable: boolean;
  environment: Environment;
  /** Whether a view's field takes focus (not on phones: the keyboard would cover the list). */
  autoFocus: boolean;
}

/**
 * What the connect dialog shows in its current view: the wallet list with the embedded
 * wallet's entry, a wallet being asked, how to install one, the newcomer's guide, or the
 * embedded wallet's provider sign-in, email code, passkey and recovery steps.
 */
export function ConnectDialogCurrentView({
  flow,
  book,
  embeddedAvailable,
  environment,
  autoFocus,
}: ConnectDialogCurrentViewProps) {
  const { view, setView, toList, close } = flow;
  const { lastUsedConnectorId } = useLatchkeyState();
  switch (view.name) {
    case 'list':
      return (
        <WalletListView
          wallets={flow.wallets}
          lastUsedId={lastUsedConnectorId}
          book={book}
          isMobile={environment.isMobile}
          onChoose={flow.choose}
          onInstall={(entry) => setView({ name: 'install', entry })}
          embeddedLastUsed={Boolean(lastUsedConnectorId?.startsWith('embedded:'))}
          embedded={
            <EmbeddedEntry
              onCodeSent={flow.showCode}
              onPendingCode={flow.offerPendingCode}
              initialEmail={flow.typedEmail}
              onPasskey={flow.showPasskey}
              oauthProviders={flow.oauthProviders}
              onOAuth={flow.signInWithOAuth}
              autoFocus={autoFocus}
              lastUsed={lastUsedConnectorId?.startsWith('embedded:')}
            />
          }
        />
      );
    case 'wallet':
      return (
        <WalletDetailView
          option={view.option}
          state={view.state}
          error={flow.error}
          onRetry={() => flow.choose(view.option)}
          onBack={toList}
          onGetWallet={() => setView({ name: 'get-wallet' })}
          isMobile={environment.isMobile}
          book={book}
          network={flow.network}
          networks={flow.networks}
          onSwitchNetwork={(next) => flow.switchNetworkAndChoose(view.option, next)}
        />
      );
    case 'install':
      return <InstallWalletView entry={view.entry} platform={environment.platform} />;
    case 'get-wallet':
      return (
        <GetWalletView
          book={book}
          platform={environment.platform}
          onUseEmail={embeddedAvailable ? toList : undefined}
        />
      );
    case 'email-code':
      return (
        <EmailCodeView
          email={view.email}
          onConnected={close}
          onChangeEmail={toList}
          autoFocus={autoFocus}
        />
      );
    case 'passkey':
      return (
        <PasskeyView
          email={view.email}
          onConnected={close}
          onRecover={(email) => setView({ name: 'recovery', email })}
        />
      );
    case 'recovery':
      return <RecoveryView email={view.email} onConnected={close} autoFocus={autoFocus} />;
    case 'oauth':
      return (
        <OAuthView
          provider={view.provider}
          state={view.state}
          error={view.error}
          onRetry={() => flow.signInWithOAuth(view.provider)}
          onBack={toList}
        />
      );
  }
}
