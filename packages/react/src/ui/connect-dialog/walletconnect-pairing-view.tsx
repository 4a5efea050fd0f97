'use client';
import type { WalletBookEntry } from '@latchkey/core';
import {
  type PendingWalletConnectPairing,
  walletConnectWalletLink,
  watchWalletConnectPairing,
} from '@latchkey/core/walletconnect/pairing';
import { useEffect, useState } from 'react';
import { useMessages } from '../../i18n/use-messages.js';
import { QrCode } from '../qr-code/qr-code.js';
import { connectDialogMessages } from './connect-dialog-messages.js';
import { WalletRow } from './wallet-row.js';

/** How long "Copied" shows after the link was copied. */
const COPIED_FOR_MS = 1500;

/**
 * A WalletConnect pairing while the connect waits for a wallet: on a desktop its QR code, which
 * the phone's wallet app scans; on a phone a link per wallet the book knows a WalletConnect link
 * for ("Open in Trust Wallet"), which opens that app with the pairing. Either way "Copy link",
 * for any other wallet. Leaving the view gives up waiting.
 */
export function WalletConnectPairingView({
  isMobile,
  book,
}: {
  isMobile: boolean;
  book: readonly WalletBookEntry[];
}) {
  const t = useMessages(connectDialogMessages);
  const [pairing, setPairing] = useState<PendingWalletConnectPairing>();
  const [copiedAt, setCopiedAt] = useState<number>();
  useEffect(() => {
    let current: PendingWalletConnectPairing | undefined;
    const stop = watchWalletConnectPairing((next) => {
      current = next;
      setPairing(next);
    });
    return () => {
      stop();
      current?.cancel();
    };
  }, []);
  useEffect(() => {
    if (copiedAt === undefined) return;
    const timer = setTimeout(() => setCopiedAt(undefined), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);
  const uri = pairing?.uri;
  const copy = () => {
    if (uri) void navigator.clipboard?.writeText(uri).then(() => setCopiedAt(Date.now()));
  };
  const apps = uri
    ? book.flatMap((entry) => {
        const href = walletConnectWalletLink(entry, uri);
        return href ? [{ entry, href }] : [];
      })
    : [];
  return (
    <figure className="latchkey-qr-figure" data-testid="latchkey-walletconnect">
      {uri && !isMobile ? <QrCode value={uri} label={t('dialog.walletConnect.qrLabel')} /> : null}
      {uri && isMobile ? (
        <ul className="latchkey-wallet-list">
          {apps.map(({ entry, href }) => (
            <li key={entry.key}>
              <WalletRow
                name={entry.name}
                icon={entry.icon}
                walletBookKey={entry.key}
                chip={t('dialog.walletConnect.open')}
                href={href}
                walletId={`walletconnect:${entry.key}`}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <figcaption className="latchkey-hint">
        {isMobile ? t('dialog.walletConnect.chooseHint') : t('dialog.walletConnect.scanHint')}
      </figcaption>
      {uri ? (
        <button type="button" className="latchkey-link-button" onClick={copy}>
          {copiedAt === undefined
            ? t('dialog.walletConnect.copyLink')
            : t('dialog.walletConnect.copied')}
        </button>
      ) : null}
    </figure>
  );
}
