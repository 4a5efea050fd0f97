// biome-ignore-all lint/performance/noBarrelFile: the entry of the chunk `createConfig` loads on Android only.

// A short name: the page's first chunk spells it out.
export { registerMwaWallet as register } from './register-mwa-wallet.js';
