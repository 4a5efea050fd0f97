import { LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND, type WalletOption } from '@latchkey/core';
import { MWA_REMOTE_WALLET_NAME, MWA_WALLET_NAME } from '@latchkey/core/mwa';
import { WALLETCONNECT_WALLET_NAME } from '@latchkey/core/walletconnect/pairing';

/** The connector of Solana Mobile's Mobile Wallet Adapter, which `createConfig` adds on Android. */
export const WALLET_APP_CONNECTOR_ID = `wallet-standard:${MWA_WALLET_NAME}`;

/** The connector of a wallet app on the user's phone, by QR code (`remoteMobileWalletAdapter`). */
export const PHONE_WALLET_CONNECTOR_ID = `wallet-standard:${MWA_REMOTE_WALLET_NAME}`;

/** The connector of WalletConnect (`walletConnect`): any phone wallet, by QR code or link. */
export const WALLETCONNECT_CONNECTOR_ID = `wallet-standard:${WALLETCONNECT_WALLET_NAME}`;

/**
 * How the dialog names Mobile Wallet Adapter: it is not a wallet but the way to any wallet app on
 * the phone, so the list offers "Use an installed wallet" (on Android) or "Use a wallet on your
 * phone" (on a desktop, by QR code), and the views ask "your wallet app".
 */
export function walletDisplayName(option: WalletOption, where: 'list' | 'detail'): string {
  if (option.id === PHONE_WALLET_CONNECTOR_ID)
    return where === 'list' ? 'Use a wallet on your phone' : "your phone's wallet app";
  if (option.id === WALLETCONNECT_CONNECTOR_ID)
    return where === 'list' ? 'WalletConnect' : 'your wallet app';
  if (option.id !== WALLET_APP_CONNECTOR_ID) return option.name;
  return where === 'list' ? 'Use an installed wallet' : 'your wallet app';
}

/**
 * Whether a failed connect means no wallet app on the phone took the request: the dialog then
 * shows how to get one instead of a bare failure.
 */
export function noWalletApp(option: WalletOption, error: Error | null | undefined): boolean {
  return (
    option.id === WALLET_APP_CONNECTOR_ID &&
    (error as { code?: number } | null | undefined)?.code ===
      LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND
  );
}
