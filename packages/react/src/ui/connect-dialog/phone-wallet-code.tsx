'use client';
import { type PendingMwaAssociation, watchMwaAssociation } from '@latchkey/core/mwa';
import { useEffect, useState } from 'react';
import { QrCode } from '../qr-code/qr-code.js';

/**
 * The QR code a phone's wallet app scans to connect (Mobile Wallet Adapter's remote
 * association), while the connect waits for it; leaving the view gives up waiting.
 */
export function PhoneWalletCode() {
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
      {association ? (
        <QrCode value={association.uri} label="QR code to connect a wallet app on your phone" />
      ) : null}
      <figcaption className="latchkey-hint">
        Scan it with the Solana wallet app on your phone (Phantom, Solflare, Seed Vault…), then
        approve there.
      </figcaption>
    </figure>
  );
}
