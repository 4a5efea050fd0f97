'use client';
import type { WalletBookEntry, WalletOption } from '@latchkey/core';
import { type ReactNode, useId, useState } from 'react';
import { useMessages } from '../../i18n/use-messages.js';
import { connectDialogMessages } from './connect-dialog-messages.js';
import {
  PHONE_WALLET_CONNECTOR_ID,
  WALLET_APP_CONNECTOR_ID,
  WALLETCONNECT_CONNECTOR_ID,
  walletListName,
} from './wallet-app-option.js';
import { browseLinkFor } from './wallet-links.js';
import { WalletRow } from './wallet-row.js';

/** Props of {@link WalletListView}. */
export interface WalletListViewProps {
  /** Wallets found in this browser. */
  wallets: readonly WalletOption[];
  /** The connector id used last (kept past a disconnect). */
  lastUsedId: string | undefined;
  /** The catalogue: its wallets that are not installed go under "More wallets". */
  book: readonly WalletBookEntry[];
  isMobile: boolean;
  /** Connect an installed wallet. */
  onChoose: (option: WalletOption) => void;
  /** A catalogue wallet chosen on a desktop: show how to get it. */
  onInstall: (entry: WalletBookEntry) => void;
  /** The embedded wallet's entry, drawn after the installed wallets (first when used last). */
  embedded: ReactNode;
  embeddedLastUsed: boolean;
}

/**
 * The connect dialog's list: on Android "Use an installed wallet" (Mobile Wallet Adapter), the
 * wallet used last, then the installed ones ("Detected"), then
 * the embedded wallet's email entry, then the catalogue's other wallets folded under
 * "More wallets" (on a phone each opens this page in that wallet's app).
 */
export function WalletListView({
  wallets,
  lastUsedId,
  book,
  isMobile,
  onChoose,
  onInstall,
  embedded,
  embeddedLastUsed,
}: WalletListViewProps) {
  const t = useMessages(connectDialogMessages);
  const installedId = useId();
  const moreId = useId();
  const [moreOpen, setMoreOpen] = useState(false);
  // The wallet apps of an Android phone (Mobile Wallet Adapter) lead, then the wallet used last;
  // the rest keep discovery order.
  // A phone's wallet, by QR code, comes last.
  const rank = (option: WalletOption) =>
    option.id === WALLET_APP_CONNECTOR_ID
      ? 2
      : option.id === lastUsedId
        ? 1
        : option.id === PHONE_WALLET_CONNECTOR_ID || option.id === WALLETCONNECT_CONNECTOR_ID
          ? -1
          : 0;
  const installed = [...wallets].sort((a, b) => rank(b) - rank(a));
  const installedKeys = new Set(wallets.map((option) => option.walletBookKey).filter(Boolean));
  const pageUrl = typeof location === 'undefined' ? '' : location.href;
  const more = book.filter((entry) => !installedKeys.has(entry.key));

  return (
    <>
      {embeddedLastUsed ? embedded : null}
      <section aria-labelledby={installedId} className="latchkey-list-section">
        <h3 id={installedId} className="latchkey-section-title">
          {t('dialog.list.installed')}
        </h3>
        {installed.length === 0 ? (
          <p className="latchkey-dialog-empty">{t('dialog.list.noWallets')}</p>
        ) : (
          <ul className="latchkey-wallet-list">
            {installed.map((option) => {
              const lastUsed = option.id === lastUsedId;
              return (
                <li key={option.id}>
                  <WalletRow
                    name={walletListName(option, t)}
                    icon={option.icon}
                    walletBookKey={option.walletBookKey}
                    walletId={option.id}
                    chip={
                      lastUsed
                        ? t('dialog.list.lastUsed')
                        : option.type === 'deep-link'
                          ? t('dialog.list.openApp')
                          : // Mobile Wallet Adapter and WalletConnect are ways to wallet apps,
                            // not wallets found in this browser.
                            option.id === PHONE_WALLET_CONNECTOR_ID ||
                              option.id === WALLET_APP_CONNECTOR_ID ||
                              option.id === WALLETCONNECT_CONNECTOR_ID
                            ? undefined
                            : t('dialog.list.detected')
                    }
                    chipAccent={lastUsed}
                    onClick={() => onChoose(option)}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {embeddedLastUsed ? null : embedded}
      {more.length > 0 ? (
        <div className="latchkey-list-section">
          <button
            type="button"
            className="latchkey-disclosure"
            aria-expanded={moreOpen}
            aria-controls={moreId}
            onClick={() => setMoreOpen((open) => !open)}
          >
            <span>{t('dialog.list.moreWallets')}</span>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" />
            </svg>
          </button>
          {/* Drawn only once opened: folded, they cost the first frame nothing (nor their logos). */}
          <section id={moreId} aria-label={t('dialog.list.moreWallets')} hidden={!moreOpen}>
            {moreOpen ? (
              <ul className="latchkey-wallet-list">
                {more.map((entry) => {
                  const href = isMobile ? browseLinkFor(entry, pageUrl) : undefined;
                  if (isMobile && !href) return null;
                  return (
                    <li key={entry.key}>
                      <WalletRow
                        name={entry.name}
                        icon={entry.icon}
                        walletBookKey={entry.key}
                        walletId={`book:${entry.key}`}
                        chip={
                          isMobile
                            ? t('dialog.list.openIn', { wallet: entry.shortName })
                            : undefined
                        }
                        href={href}
                        onClick={isMobile ? undefined : () => onInstall(entry)}
                      />
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </section>
        </div>
      ) : null}
    </>
  );
}
