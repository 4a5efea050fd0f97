import { type LazyImport, lazyImport } from '../shared/lazy-import.js';

/**
 * The catalogue's wallet logos (a separate chunk, `wallet-logos.ts`), fetched once when first
 * asked for: `WalletLogo` subscribes to it, and a dialog may call `load()` as it opens so the
 * logos are there by the time the list draws.
 */
export const walletLogosChunk: LazyImport<ReadonlyMap<string, string>> = /* @__PURE__ */ lazyImport(
  () => import('./wallet-logos.js').then((module) => module.walletLogos),
);

/**
 * Starts (or joins) the fetch of the catalogue's wallet logos and resolves with them by
 * wallet-book key.
 */
export function loadWalletLogos(): Promise<ReadonlyMap<string, string>> {
  return walletLogosChunk.load();
}
