import { registerWallet } from '@wallet-standard/wallet';
import type { SolanaNetwork } from '../networks/solana-network.js';
import type { LatchkeyStorage } from '../storage/create-storage.js';
import { createMwaWallet } from './create-mwa-wallet.js';
import { isMwaBrowser } from './is-mwa-browser.js';

/**
 * Registers Solana Mobile's Mobile Wallet Adapter as a Wallet Standard wallet ("Mobile Wallet
 * Adapter"), as Solana Mobile's `registerMwa` does, so `walletStandard()` lists it and it
 * connects, signs and sends through the same connector (and checks) as every wallet.
 * `createConfig` loads this on Android only; it registers nothing in a WebView, Firefox or Opera,
 * or on a page that is not a secure context.
 */
export function registerMwaWallet(config: {
  readonly appName?: string | undefined;
  readonly storage: LatchkeyStorage;
  readonly networks: readonly SolanaNetwork[];
  getNetwork(): SolanaNetwork;
}): void {
  if (!isMwaBrowser()) return;
  registerWallet(
    createMwaWallet({
      ...(config.appName ? { appName: config.appName } : {}),
      storage: config.storage,
      chains: config.networks.map((network) => network.chainId),
      getChain: () => config.getNetwork().chainId,
    }),
  );
}
