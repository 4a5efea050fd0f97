'use client';
import { type PendingMwaAssociation, watchMwaAssociation } from '@latchkey/core/mwa';
import { useEffect, useState } from 'react';
import { useMessages } from '../../i18n/use-messages.js';
import { QrCode } from '../qr-code/qr-code.js';
import { connectDialogMessages } from './connect-dialog-messages.js';

/**
 * The QR code a phone's wallet app scans to connect (Mobile Wallet Adapter's remote
 * association), while the connect waits for it; leaving the view gives up waiting.
 */
export function PhoneWalletCode() {
  const t = useMessages(connectDialogMessages);
  const [association, setAssociation] = useState<PendingMwaAssociation>();
  useEffect(() => {
    let current: PendingMwaAssociation | undefined;
    const stop = watchMwaAssociation((next) => {
      current = next;
      setAssociation(next);
    });
    return () => {
      stop();
      current?.cancel();
    };
  }, []);
  return (
    <figure className="latchkey-qr-figure" data-testid="latchkey-phone-code">
      {association ? <QrCode value={association.uri} label={t('dialog.phone.qrLabel')} /> : null}
      <figcaption className="latchkey-hint">{t('dialog.phone.scanHint')}</figcaption>
    </figure>
  );
}
