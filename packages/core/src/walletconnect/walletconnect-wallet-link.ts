import type { WalletBookEntry } from '../wallet-book/wallet-book-entry.js';

/**
 * The link that opens a wallet's app with a WalletConnect pairing, from its wallet-book entry's
 * `walletConnect` links: the app's own scheme by default (it opens the app where installed), its
 * https link with `prefer: 'universal'` (or when it has no scheme), each completed with
 * `?uri=<the encoded pairing URI>`. `undefined` for a wallet the book knows no WalletConnect link
 * for.
 *
 * @example
 * ```ts
 * walletConnectWalletLink(trust, 'wc:ab…@2?relay-protocol=irn&symKey=…');
 * // 'trust://wc?uri=wc%3Aab…'
 * ```
 */
export function walletConnectWalletLink(
  entry: Pick<WalletBookEntry, 'walletConnect'>,
  uri: string,
  prefer: 'native' | 'universal' = 'native',
): string | undefined {
  const { native, universal } = entry.walletConnect ?? {};
  const base = prefer === 'universal' ? (universal ?? native) : (native ?? universal);
  return base ? `${base}?uri=${encodeURIComponent(uri)}` : undefined;
}
