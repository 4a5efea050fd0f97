'use client';
import { isSafeImageUrl } from '@latchkey/core';
import { SURFACES_STYLESHEET } from '../../styles/surfaces-stylesheet.js';
import { useLazyImport } from '../shared/use-lazy-import.js';
import { useStylesheet } from '../shared/use-stylesheet.js';
import { walletLogosChunk } from './load-wallet-logos.js';

/** Props of {@link WalletLogo}. */
export interface WalletLogoProps {
  /** The wallet's name: its initial is the fallback tile. */
  name: string;
  /** The wallet's own icon, as the wallet gave it (outside data: drawn only if safe). */
  icon: string | undefined;
  /** The wallet-book entry's key, for the catalogue logo. */
  walletBookKey?: string | undefined;
  /** Width and height in CSS pixels. Default 32. */
  size?: number;
}

/**
 * A wallet's logo as a rounded square: the wallet's own icon when it gave a safe one
 * (`data:image/` or `https:`); otherwise the catalogue logo for its wallet-book key, which loads
 * in a separate chunk (asked for on first render; the logo appears when it arrives); otherwise a
 * tile with the wallet's initial (the wallet book itself carries no icons). Decorative: the row
 * beside it names the wallet. Width and height are fixed, so nothing moves when the logo arrives.
 *
 * @example
 * ```tsx
 * <WalletLogo name={wallet.name} icon={wallet.icon} walletBookKey={wallet.walletBookKey} />
 * <WalletLogo name={entry.name} icon={undefined} walletBookKey={entry.key} size={64} />
 * ```
 */
export function WalletLogo({ name, icon, walletBookKey, size = 32 }: WalletLogoProps) {
  useStylesheet(SURFACES_STYLESHEET);
  // Without a key there is no catalogue logo to wait for: the chunk is not fetched.
  const logos = useLazyImport(walletBookKey ? walletLogosChunk : undefined);
  const src =
    (isSafeImageUrl(icon) ? icon : undefined) ??
    (walletBookKey ? logos?.get(walletBookKey) : undefined);
  if (src) {
    return <img className="latchkey-wallet-logo" src={src} alt="" width={size} height={size} />;
  }
  // An SVG element, not a styled box: width and height attributes size it without inline styles.
  return (
    <svg
      className="latchkey-wallet-logo latchkey-wallet-logo-initial"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
    >
      <text x="16" y="16" dominantBaseline="central" textAnchor="middle">
        {[...name.trim()][0]?.toUpperCase() ?? '?'}
      </text>
    </svg>
  );
}
