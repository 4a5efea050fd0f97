'use client';
import type { WalletBookEntry } from '@latchkey/core';
import { useMessages } from '../../i18n/use-messages.js';
import { QrCode } from '../qr-code/qr-code.js';
import { WalletLogo } from '../wallet-logos/wallet-logo.js';
import { connectDialogMessages } from './connect-dialog-messages.js';
import { browseLinkFor, installLinkFor } from './wallet-links.js';

/** Props of {@link InstallWalletView}. */
export interface InstallWalletViewProps {
  entry: WalletBookEntry;
  platform: string;
}

/**
 * A catalogue wallet chosen on a desktop where it is not installed: a link to add it to this
 * browser, and a QR code of its browse link, which opens this page in the wallet's phone app.
 */
export function InstallWalletView({ entry, platform }: InstallWalletViewProps) {
  const t = useMessages(connectDialogMessages);
  const named = { wallet: entry.name };
  const install = installLinkFor(entry, platform);
  const browse = browseLinkFor(entry, typeof location === 'undefined' ? '' : location.href);
  return (
    <div className="latchkey-detail latchkey-install">
      <div className="latchkey-detail-logo">
        <WalletLogo name={entry.name} icon={entry.icon} walletBookKey={entry.key} size={64} />
      </div>
      <div className="latchkey-detail-text">
        <p className="latchkey-detail-title">{t('dialog.install.notInstalled', named)}</p>
        <p className="latchkey-hint">{t('dialog.install.hint')}</p>
      </div>
      {install ? (
        <a
          className="latchkey-button latchkey-button-primary"
          href={install}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('dialog.install.forThisBrowser', { wallet: entry.shortName })}
        </a>
      ) : null}
      {browse ? (
        <figure className="latchkey-qr-figure">
          <QrCode value={browse} label={t('dialog.install.qrLabel', named)} />
          <figcaption className="latchkey-hint">{t('dialog.install.qrCaption', named)}</figcaption>
        </figure>
      ) : null}
    </div>
  );
}
