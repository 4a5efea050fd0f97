'use client';
import type { ReactNode } from 'react';
import { WalletLogo } from '../wallet-logos/wallet-logo.js';

/** Props of {@link WalletRow}. */
export interface WalletRowProps {
  name: string;
  icon: string | undefined;
  walletBookKey?: string | undefined;
  /** A short mark after the name: 'Last used', 'Detected', 'Install'… */
  chip?: string | undefined;
  /** Draws the chip in the accent colour (the wallet used last). */
  chipAccent?: boolean | undefined;
  /** A button row; or give `href` for a link row (opening a wallet app). */
  onClick?: (() => void) | undefined;
  href?: string | undefined;
  /** Stable id for tests and hosts' analytics. */
  walletId?: string | undefined;
  children?: ReactNode;
}

/**
 * One wallet in the connect dialog's list: its 32 px logo, its name and a chip, as a full-width
 * button (or a link, for wallets that open elsewhere). At least 48 px tall, so easy to hit.
 */
export function WalletRow({
  name,
  icon,
  walletBookKey,
  chip,
  chipAccent,
  onClick,
  href,
  walletId,
}: WalletRowProps) {
  const content = (
    <>
      <WalletLogo name={name} icon={icon} walletBookKey={walletBookKey} size={32} />
      <span className="latchkey-wallet-name">{name}</span>
      {chip ? (
        <span className={chipAccent ? 'latchkey-chip latchkey-chip-accent' : 'latchkey-chip'}>
          {chip}
        </span>
      ) : null}
    </>
  );
  if (href) {
    return (
      <a
        className="latchkey-wallet"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        data-wallet-id={walletId}
      >
        {content}
      </a>
    );
  }
  return (
    <button type="button" className="latchkey-wallet" onClick={onClick} data-wallet-id={walletId}>
      {content}
    </button>
  );
}
