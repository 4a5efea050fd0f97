// biome-ignore-all lint/performance/noBarrelFile: the entry of the chunk `createConfig` loads on Android.

export type { CreateMwaWalletParameters } from './create-mwa-wallet.js';
export { createMwaWallet, MWA_REQUEST_TIMEOUT_MS } from './create-mwa-wallet.js';
export { isMwaBrowser } from './is-mwa-browser.js';
export type { MwaAuthorization } from './mwa-authorization-cache.js';
export { MWA_AUTHORIZATION_KEY } from './mwa-authorization-cache.js';
export { registerMwaWallet } from './register-mwa-wallet.js';
export { MWA_WALLET_NAME } from './to-mwa-error.js';
