'use client';
import { useId, useState } from 'react';
import { useConnect } from '../../hooks/use-connect.js';
import { useEmbeddedWallet } from '../../hooks/use-embedded-wallet.js';
import { useWallet } from '../../hooks/use-wallet.js';
import { useMessages } from '../../i18n/use-messages.js';
import { shortenAddress } from '../shared/shorten-address.js';
import { accountMessages } from './account-messages.js';
import { useAccountAction } from './use-account-action.js';
import { walletDisplayName } from './wallet-display-name.js';

/**
 * The account menu's "Wallets" part for an embedded wallet: each of the user's embedded wallets
 * by name and address, the one in use marked, Use on the others (it switches and keeps the user
 * signed in), and Add a wallet, named by the user.
 */
export function EmbeddedWallets() {
  const t = useMessages(accountMessages);
  const titleId = useId();
  const nameId = useId();
  const { address } = useWallet();
  const { wallets, connect } = useConnect();
  const { addWallet } = useEmbeddedWallet();
  const [name, setName] = useState('');
  const { pending, error, run } = useAccountAction();
  const embedded = wallets.filter((wallet) => wallet.type === 'embedded');
  return (
    <section
      className="latchkey-account-section"
      aria-labelledby={titleId}
      data-testid="latchkey-embedded-wallets"
    >
      <h3 id={titleId} className="latchkey-account-section-title">
        {t('account.wallets.title')}
      </h3>
      <ul className="latchkey-network-list" aria-label={t('account.wallets.list')}>
        {embedded.map((wallet) => {
          const walletAddress = wallet.id.slice('embedded:'.length);
          const inUse = walletAddress === address;
          const walletName = walletDisplayName(wallet, t('account.credential.embeddedWallet'));
          return (
            <li key={wallet.id} className="latchkey-email-form" aria-current={inUse || undefined}>
              <span className="latchkey-wallet-name" title={walletAddress}>
                {t('account.walletWithAddress', {
                  wallet: walletName,
                  address: shortenAddress(walletAddress),
                })}
              </span>
              {inUse ? (
                <span className="latchkey-hint">{t('account.wallets.inUse')}</span>
              ) : (
                <button
                  type="button"
                  className="latchkey-link-button latchkey-inline"
                  aria-label={t('account.wallets.useNamed', { wallet: walletName })}
                  disabled={pending}
                  onClick={() => run(() => connect(wallet.id))}
                >
                  {t('account.wallets.use')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <form
        className="latchkey-email-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (pending || name.trim() === '') return;
          run(async () => {
            await addWallet({ name });
            setName('');
          });
        }}
      >
        <label htmlFor={nameId} className="latchkey-visually-hidden">
          {t('account.wallets.newName')}
        </label>
        <input
          id={nameId}
          className="latchkey-input"
          placeholder={t('account.wallets.namePlaceholder')}
          maxLength={64}
          value={name}
          disabled={pending}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className="latchkey-button" disabled={pending || name.trim() === ''}>
          {pending ? t('account.wallets.adding') : t('account.wallets.add')}
        </button>
      </form>
      {error ? (
        <p role="alert" className="latchkey-alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
