// The catalogue's real logos: a chunk of its own, loaded by load-wallet-logos.ts when a wallet
// list is first drawn, so the connect bundle a page loads up front does not carry them.
// The artwork is @web3icons/core's (MIT), kept as files of ours in wallet-logos/ (SOURCES.md).
import { backpackLogo as backpack } from './wallet-logos/backpack-logo.js';
import { coinbaseLogo as coinbase } from './wallet-logos/coinbase-logo.js';
import { exodusLogo as exodus } from './wallet-logos/exodus-logo.js';
import { glowLogo as glow } from './wallet-logos/glow-logo.js';
import { ledgerLogo as ledger } from './wallet-logos/ledger-logo.js';
import { okxLogo as okx } from './wallet-logos/okx-logo.js';
import { phantomLogo as phantom } from './wallet-logos/phantom-logo.js';
import { solflareLogo as solflare } from './wallet-logos/solflare-logo.js';
import { trustLogo as trust } from './wallet-logos/trust-logo.js';

/** Keys are the wallet book's; Magic Eden has no logo in the set and keeps its letter tile. */
const svgByWalletBookKey = {
  phantom,
  solflare,
  backpack,
  coinbase,
  trust,
  okx,
  exodus,
  glow,
  ledger,
};

/**
 * Logo `data:image/svg+xml,…` URIs by wallet-book key. Shown only through `<img>`, where an SVG
 * is an inert picture (no script runs, nothing external loads); never injected as markup.
 *
 * @example
 * ```ts
 * const { walletLogos } = await import('./wallet-logos.js');
 * walletLogos.get('phantom'); // 'data:image/svg+xml,%3Csvg%20xmlns…'
 * ```
 */
export const walletLogos: ReadonlyMap<string, string> = new Map(
  Object.entries(svgByWalletBookKey).map(([key, svg]) => [
    key,
    `data:image/svg+xml,${encodeURIComponent(svg)}`,
  ]),
);
