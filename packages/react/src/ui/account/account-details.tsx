'use client';
import { getExplorerUrl, SOL_DECIMALS } from '@latchkey/core';
import { useId } from 'react';
import { useBalance } from '../../hooks/use-balance.js';
import { useDisconnect } from '../../hooks/use-disconnect.js';
import { useNetwork } from '../../hooks/use-network.js';
import { useWallet } from '../../hooks/use-wallet.js';
import { formatUnitsForLocale } from '../../i18n/format-units-for-locale.js';
import { useMessages } from '../../i18n/use-messages.js';
import { SURFACES_STYLESHEET } from '../../styles/surfaces-stylesheet.js';
import { shortenAddress } from '../shared/shorten-address.js';
import { useStylesheet } from '../shared/use-stylesheet.js';
import { WalletLogo } from '../wallet-logos/wallet-logo.js';
import { AccountIcon } from './account-icon.js';
import { accountMessages } from './account-messages.js';
import { AddPasskey } from './add-passkey.js';
import { aroundSlot, SLOT } from './around-slot.js';
import { CopyAddressButton } from './copy-address-button.js';
import { EmbeddedWallets } from './embedded-wallets.js';
import { ExportKey } from './export-key.js';
import { Identicon } from './identicon.js';
import { NetworkList } from './network-list.js';
import { SecondFactors } from './second-factors.js';
import { SessionCredentials } from './session-credentials.js';
import { TokenList } from './token-list.js';
import { walletDisplayName } from './wallet-display-name.js';

/**
 * The body of the account menu: the address's identicon and short form, the wallet's logo and
 * name, the network, the SOL balance; Copy / Explorer / Disconnect; the enabled networks to
 * switch among; who is signed in, their linked credentials and second factors (with `auth`); and, for an
 * embedded wallet, the user's embedded wallets (switch, add one), adding a passkey and exporting
 * the key. Place it
 * in a container of your own, or use `AccountMenu`, which anchors it to a button.
 *
 * @example
 * ```tsx
 * const { address } = useWallet();
 * {address ? <AccountDetails address={address} /> : null}
 * ```
 */
export function AccountDetails({ address }: { address: string }) {
  useStylesheet(SURFACES_STYLESHEET);
  const t = useMessages(accountMessages);
  const { wallet } = useWallet();
  const walletName = wallet
    ? walletDisplayName(wallet, t('account.credential.embeddedWallet'))
    : '';
  const { network } = useNetwork();
  const { lamports, error: balanceError } = useBalance({ address });
  const { disconnect, isPending: disconnecting } = useDisconnect();
  const explorer = getExplorerUrl(network, { address });
  const securityId = useId();
  // The visible "Explorer" sits inside the name a screen reader hears (WCAG 2.5.3).
  const [beforeExplorer, afterExplorer] = aroundSlot(
    t('account.details.explorerName', { label: SLOT }),
  );
  return (
    <div className="latchkey-account-details">
      <div className="latchkey-account-identity">
        <Identicon address={address} size={64} className="latchkey-account-identicon" />
        <p className="latchkey-account-address" title={address} data-testid="latchkey-address">
          {shortenAddress(address)}
        </p>
        <p className="latchkey-account-meta">
          {wallet ? (
            <span className="latchkey-account-wallet">
              <WalletLogo
                name={walletName}
                icon={wallet.icon}
                walletBookKey={wallet.walletBookKey}
                size={20}
              />
              {walletName}
            </span>
          ) : null}
          <span className="latchkey-network-pill" data-cluster={network.cluster}>
            <span className="latchkey-network-dot" aria-hidden="true" />
            {network.name}
          </span>
        </p>
        <p className="latchkey-account-balance">
          <span className="latchkey-visually-hidden">{t('account.details.balance')} </span>
          <output data-testid="latchkey-balance">
            {lamports !== undefined
              ? t('account.details.balanceAmount', {
                  amount: formatUnitsForLocale(lamports, SOL_DECIMALS, t.locale),
                })
              : balanceError
                ? t('account.details.balanceUnavailable')
                : '…'}
          </output>
        </p>
      </div>
      <div className="latchkey-account-actions">
        <CopyAddressButton address={address} />
        {explorer ? (
          <a
            className="latchkey-account-action"
            href={explorer}
            target="_blank"
            rel="noopener noreferrer"
          >
            <AccountIcon name="explorer" />
            <span className="latchkey-account-action-label">
              {beforeExplorer ? (
                <span className="latchkey-visually-hidden">{beforeExplorer}</span>
              ) : null}
              {t('account.details.explorer')}
              {afterExplorer ? (
                <span className="latchkey-visually-hidden">{afterExplorer}</span>
              ) : null}
            </span>
          </a>
        ) : null}
        <button
          type="button"
          className="latchkey-account-action"
          data-tone="danger"
          disabled={disconnecting}
          onClick={() => void disconnect()}
        >
          <AccountIcon name="disconnect" />
          <span className="latchkey-account-action-label">{t('account.details.disconnect')}</span>
        </button>
      </div>
      <SessionCredentials />
      <SecondFactors />
      <TokenList address={address} />
      <NetworkList />
      {wallet?.type === 'embedded' ? <EmbeddedWallets /> : null}
      {wallet?.type === 'embedded' ? (
        <section
          className="latchkey-account-section latchkey-account-embedded"
          aria-labelledby={securityId}
        >
          <h3 id={securityId} className="latchkey-account-section-title">
            {t('account.security.title')}
          </h3>
          <AddPasskey />
          <ExportKey />
        </section>
      ) : null}
    </div>
  );
}
