import type { Wallet } from '@wallet-standard/base';
import { findWalletBookEntryByName } from '../wallet-book/find-wallet-book-entry.js';
import type { WalletBookEntry } from '../wallet-book/wallet-book-entry.js';

/**
 * The wallet-book entry a Wallet Standard wallet is: found by the name it registers under, and
 * taken only when the wallet registers every feature the entry's `walletStandard.features` says
 * it does. A wallet under a known name without them is not given that wallet's quirks, links or
 * logo, nor does it stand in for its injected provider: it is listed as itself.
 *
 * @param book - Entries to search. Default: the built-in wallet book.
 */
export function matchWalletBookEntry(
  wallet: Pick<Wallet, 'name' | 'features'>,
  book?: readonly WalletBookEntry[],
): WalletBookEntry | undefined {
  const entry = findWalletBookEntryByName(wallet.name, book);
  const known = entry?.injectedConfig.walletStandard?.features ?? [];
  return known.every((feature) => Object.hasOwn(wallet.features, feature)) ? entry : undefined;
}
