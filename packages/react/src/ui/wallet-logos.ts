// The catalogue's real logos: a chunk of its own, loaded by load-wallet-logos.ts when a wallet
// list is first drawn, so the connect bundle a page loads up front does not carry them.
// The artwork is @web3icons/core's (MIT), the variant with its own square background.
import backpack from '@web3icons/core/svgs/wallets/background/backpack.svg.js';
import coinbase from '@web3icons/core/svgs/wallets/background/coinbase.svg.js';
import exodus from '@web3icons/core/svgs/wallets/background/exodus.svg.js';
import glow from '@web3icons/core/svgs/wallets/background/glow.svg.js';
import ledger from '@web3icons/core/svgs/wallets/background/ledger.svg.js';
import okx from '@web3icons/core/svgs/wallets/background/okx.svg.js';
import phantom from '@web3icons/core/svgs/wallets/background/phantom.svg.js';
import solflare from '@web3icons/core/svgs/wallets/background/solflare.svg.js';
import trust from '@web3icons/core/svgs/wallets/background/trust.svg.js';

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
    // The package's indentation between tags is dead weight in every URI.
    `data:image/svg+xml,${encodeURIComponent(svg.replace(/>\s+</g, '><').trim())}`,
  ]),
);
