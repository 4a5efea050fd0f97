'use client';
import { isSafeImageUrl } from '@latchkey/core';

/** Props of {@link WalletIcon}. */
export interface WalletIconProps {
  name: string;
  icon: string | undefined;
}

/**
 * A wallet's icon, drawn only from a `data:image/` or `https:` URL (it comes from the wallet,
 * which is outside data); otherwise the wallet's initial.
 *
 * @example
 * ```tsx
 * <WalletIcon name={wallet.name} icon={wallet.icon} />
 * ```
 */
export function WalletIcon({ name, icon }: WalletIconProps) {
  if (isSafeImageUrl(icon)) {
    return <img className="latchkey-wallet-icon" src={icon} alt="" width={28} height={28} />;
  }
  return (
    <span className="latchkey-wallet-icon" aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
