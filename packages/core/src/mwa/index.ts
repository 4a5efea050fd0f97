// biome-ignore-all lint/performance/noBarrelFile: the subpath entry re-exports its public API by name.

export type { PendingMwaAssociation } from './mwa-association-uris.js';
export { watchMwaAssociation } from './mwa-association-uris.js';
export {
  MWA_AUTHORIZATION_KEY,
  MWA_REMOTE_AUTHORIZATION_KEY,
  MWA_REMOTE_WALLET_NAME,
  MWA_WALLET_NAME,
} from './mwa-names.js';
export type { RemoteMobileWalletAdapterParameters } from './remote-mobile-wallet-adapter.js';
export { remoteMobileWalletAdapter } from './remote-mobile-wallet-adapter.js';
