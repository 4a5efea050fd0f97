'use client';
import type { WalletBookEntry } from '@latchkey/core';
import { useMessages } from '../../i18n/use-messages.js';
import { connectDialogMessages } from './connect-dialog-messages.js';
import { installLinkFor } from './wallet-links.js';
import { WalletRow } from './wallet-row.js';

/** Props of {@link GetWalletView}. */
export interface GetWalletViewProps {
  book: readonly WalletBookEntry[];
  platform: string;
  /** Offered when the app has an embedded wallet: no install needed. */
  onUseEmail?: (() => void) | undefined;
}

/** How many catalogue wallets the guide suggests. */
const SUGGESTED = 3;

/**
 * "New to Solana?": what a wallet is, in three steps, with the catalogue's first wallets to
 * install, and (when the app offers one) the email wallet as the way that needs no install.
 */
export function GetWalletView({ book, platform, onUseEmail }: GetWalletViewProps) {
  const t = useMessages(connectDialogMessages);
  // The button sits where the sentence's `{link}` is, so each language places it.
  const [beforeLink = '', afterLink = ''] = t('dialog.guide.noInstall').split('{link}');
  const suggested = book
    .map((entry) => ({ entry, href: installLinkFor(entry, platform) }))
    .filter((candidate) => candidate.href)
    .slice(0, SUGGESTED);
  return (
    <div className="latchkey-guide">
      <ol className="latchkey-guide-steps">
        <li>
          <strong>{t('dialog.guide.accountTitle')}</strong> {t('dialog.guide.account')}
        </li>
        <li>
          <strong>{t('dialog.guide.installTitle')}</strong> {t('dialog.guide.install')}
        </li>
        <li>
          <strong>{t('dialog.guide.connectTitle')}</strong> {t('dialog.guide.connect')}
        </li>
      </ol>
      <ul className="latchkey-wallet-list">
        {suggested.map(({ entry, href }) => (
          <li key={entry.key}>
            <WalletRow
              name={entry.name}
              icon={entry.icon}
              walletBookKey={entry.key}
              chip={t('dialog.guide.get')}
              href={href}
            />
          </li>
        ))}
      </ul>
      {onUseEmail ? (
        <p className="latchkey-hint">
          {beforeLink}
          <button
            type="button"
            className="latchkey-link-button latchkey-inline"
            onClick={onUseEmail}
          >
            {t('dialog.guide.useEmail')}
          </button>
          {afterLink}
        </p>
      ) : null}
    </div>
  );
}
