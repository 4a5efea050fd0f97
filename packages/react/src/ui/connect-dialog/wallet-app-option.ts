import type { WalletOption } from '@latchkey/core';
import { MWA_REMOTE_WALLET_NAME, MWA_WALLET_NAME } from '@latchkey/core/mwa';
import { WALLETCONNECT_WALLET_NAME } from '@latchkey/core/walletconnect/pairing';
import type { Translate } from '../../i18n/use-messages.js';
import type { ConnectDialogMessageKey } from './connect-dialog-messages.js';

/** The connector of Solana Mobile's Mobile Wallet Adapter, which `createConfig` adds on Android. */
export const WALLET_APP_CONNECTOR_ID = `wallet-standard:${MWA_WALLET_NAME}`;

/** The connector of a wallet app on the user's phone, by QR code (`remoteMobileWalletAdapter`). */
export const PHONE_WALLET_CONNECTOR_ID = `wallet-standard:${MWA_REMOTE_WALLET_NAME}`;

/** The connector of WalletConnect (`walletConnect`): any phone wallet, by QR code or link. */
export const WALLETCONNECT_CONNECTOR_ID = `wallet-standard:${WALLETCONNECT_WALLET_NAME}`;

/**
 * How the dialog's sentences speak of a wallet: by its name (`'wallet'`), or, for a way to
 * whichever wallet app the user has rather than a wallet, as "your wallet app" (`'app'`:
 * Mobile Wallet Adapter on this phone, WalletConnect) or "your phone's wallet app" (`'phone'`:
 * Mobile Wallet Adapter by QR code). Each is a whole sentence of its own in the catalogue, so
 * no language splices a lower-case phrase into a sentence.
 */
export type WalletMention = 'wallet' | 'app' | 'phone';

/** How the dialog's sentences speak of this wallet. */
export function walletMention(option: WalletOption): WalletMention {
  if (option.id === PHONE_WALLET_CONNECTOR_ID) return 'phone';
  if (option.id === WALLETCONNECT_CONNECTOR_ID || option.id === WALLET_APP_CONNECTOR_ID)
    return 'app';
  return 'wallet';
}

/**
 * The wallet's name in the list and in its view's title. Mobile Wallet Adapter is not a wallet
 * but the way to any wallet app on the phone, so the list offers "Use an installed wallet" (on
 * Android) or "Use a wallet on your phone" (on a desktop, by QR code).
 */
export function walletListName(
  option: WalletOption,
  t: Translate<ConnectDialogMessageKey>,
): string {
  if (option.id === PHONE_WALLET_CONNECTOR_ID) return t('dialog.list.phoneWalletApp');
  if (option.id === WALLET_APP_CONNECTOR_ID) return t('dialog.list.installedWalletApp');
  return option.name;
}
