// biome-ignore-all lint/performance/noBarrelFile: the subpath entry re-exports its public API by name.

export type { WalletConnectParameters } from './wallet-connect.js';
export { walletConnect } from './wallet-connect.js';
export { WALLETCONNECT_SOLANA_CHAINS } from './walletconnect-chains.js';
export { WALLETCONNECT_WALLET_NAME } from './walletconnect-names.js';
export type { PendingWalletConnectPairing } from './walletconnect-pairing.js';
export { watchWalletConnectPairing } from './walletconnect-pairing.js';
export { walletConnectWalletLink } from './walletconnect-wallet-link.js';
