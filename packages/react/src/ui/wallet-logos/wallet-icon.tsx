'use client';
import { SURFACES_STYLESHEET } from '../../styles/surfaces-stylesheet.js';
import { useStylesheet } from '../shared/use-stylesheet.js';
import { WalletLogo } from './wallet-logo.js';

/** Props of {@link WalletIcon}. */
export interface WalletIconProps {
  name: string;
  icon: string | undefined;
}

/**
 * A wallet's icon at 28 px, drawn only from a `data:image/` or `https:` URL (it comes from the
 * wallet, which is outside data); otherwise the wallet's initial. The same as
 * {@link WalletLogo} without a catalogue logo; kept for hosts that already use it.
 *
 * @example
 * ```tsx
 * <WalletIcon name={wallet.name} icon={wallet.icon} />
 * ```
 */
export function WalletIcon({ name, icon }: WalletIconProps) {
  useStylesheet(SURFACES_STYLESHEET);
  return <WalletLogo name={name} icon={icon} size={28} />;
}
