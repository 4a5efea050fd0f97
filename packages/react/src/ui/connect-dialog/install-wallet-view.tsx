'use client';
import type { WalletBookEntry } from '@latchkey/core';
import { QrCode } from '../qr-code/qr-code.js';
import { WalletLogo } from '../wallet-logos/wallet-logo.js';
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
  const install = installLinkFor(entry, platform);
  const browse = browseLinkFor(entry, typeof location === 'undefined' ? '' : location.href);
  return (
    <div className="latchkey-detail latchkey-install">
      <div className="latchkey-detail-logo">
        <WalletLogo name={entry.name} icon={entry.icon} walletBookKey={entry.key} size={64} />
      </div>
      <div className="latchkey-detail-text">
        <p className="latchkey-detail-title">{entry.name} isn't installed</p>
        <p className="latchkey-hint">
          Add it to this browser, then come back and choose it from the list.
        </p>
      </div>
      {install ? (
        <a
          className="latchkey-button latchkey-button-primary"
          href={install}
          target="_blank"
          rel="noopener noreferrer"
        >
          Get {entry.shortName} for this browser
        </a>
      ) : null}
      {browse ? (
        <figure className="latchkey-qr-figure">
          <QrCode value={browse} label={`QR code that opens this page in ${entry.name}`} />
          <figcaption className="latchkey-hint">
            On your phone? Scan to open this page in the {entry.name} app.
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}
