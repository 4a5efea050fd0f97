// biome-ignore-all lint/performance/noBarrelFile: the subpath entry re-exports its public API by name.

// What the UI needs of WalletConnect without reaching its client: a page whose config has no
// WalletConnect never resolves `@walletconnect/sign-client` (an optional peer) through it.

export { WALLETCONNECT_WALLET_NAME } from './walletconnect-names.js';
export type { PendingWalletConnectPairing } from './walletconnect-pairing.js';
export { watchWalletConnectPairing } from './walletconnect-pairing.js';
export { walletConnectWalletLink } from './walletconnect-wallet-link.js';
