// The catalogue's real logos: a chunk of its own, loaded by load-wallet-logos.ts when a wallet
// list is first drawn, so the connect bundle a page loads up front does not carry them.
// The artwork is @web3icons/core's (MIT), kept as files of ours beside this one (SOURCES.md).
import { backpackLogo as backpack } from './backpack-logo.js';
import { coinbaseLogo as coinbase } from './coinbase-logo.js';
import { exodusLogo as exodus } from './exodus-logo.js';
import { glowLogo as glow } from './glow-logo.js';
import { ledgerLogo as ledger } from './ledger-logo.js';
import { okxLogo as okx } from './okx-logo.js';
import { phantomLogo as phantom } from './phantom-logo.js';
import { solflareLogo as solflare } from './solflare-logo.js';
import { trustLogo as trust } from './trust-logo.js';

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
 */
export const walletLogos: ReadonlyMap<string, string> = new Map(
  Object.entries(svgByWalletBookKey).map(([key, svg]) => [
    key,
    `data:image/svg+xml,${encodeURIComponent(svg)}`,
  ]),
);
