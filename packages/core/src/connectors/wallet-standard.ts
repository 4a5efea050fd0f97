import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import type { WalletBookEntry } from '../wallet-book/wallet-book-entry.js';
import type { Connector, CreateConnectorsFn } from './connector.js';
import { createConnectorList } from './create-connector-list.js';
import { matchWalletBookEntry } from './match-wallet-book-entry.js';
import { qualifiesForLatchkey, type WalletStandardMode } from './qualifies-for-latchkey.js';
import { createWalletStandardConnector } from './wallet-standard-connector.js';
import { standardFeature } from './wallet-standard-features.js';

/** Parameters of {@link walletStandard}. */
export interface WalletStandardParameters {
  /** 'connect-and-sign' also requires `solana:signMessage`. Default 'connect-only'. */
  mode?: WalletStandardMode;
  /**
   * Entries to match wallets against (by name and `walletStandard.features`), for quirks and
   * links. Default: the built-in book.
   */
  walletBook?: readonly WalletBookEntry[];
}

/**
 * Discovers Wallet Standard wallets: the ones registered before the page asked and the ones that
 * register later (or unregister), keeping a live list of connectors for the qualifying ones. A
 * wallet whose features change is re-checked.
 *
 * @example
 * ```ts
 * const config = createConfig({ networks, connectors: [walletStandard(), injected()] });
 * ```
 */
export function walletStandard(parameters: WalletStandardParameters = {}): CreateConnectorsFn {
  return (context) => {
    const registry = getWallets();
    const list = createConnectorList();
    const byWallet = new Map<Wallet, Connector>();
    const featureWatchers = new Map<Wallet, () => void>();

    const refresh = () => {
      const wallets = registry.get();
      for (const [wallet, stop] of featureWatchers) {
        if (!wallets.includes(wallet)) {
          stop();
          featureWatchers.delete(wallet);
        }
      }
      const next: Connector[] = [];
      for (const wallet of wallets) {
        if (!featureWatchers.has(wallet)) {
          const events = standardFeature(wallet, 'standard:events');
          const stop = events?.on('change', (change) => {
            if (change.features) refresh();
          });
          featureWatchers.set(wallet, stop ?? (() => undefined));
        }
        if (!qualifiesForLatchkey(wallet, parameters.mode)) continue;
        let connector = byWallet.get(wallet);
        if (!connector) {
          const entry = matchWalletBookEntry(wallet, parameters.walletBook);
          connector = createWalletStandardConnector({
            wallet,
            context,
            ...(entry ? { walletBookKey: entry.key, quirks: entry.quirks ?? {} } : {}),
          });
          byWallet.set(wallet, connector);
        }
        next.push(connector);
      }
      for (const wallet of byWallet.keys()) if (!wallets.includes(wallet)) byWallet.delete(wallet);
      list.set(next);
    };

    const stops = [registry.on('register', refresh), registry.on('unregister', refresh)];
    refresh();
    return {
      get: list.get,
      subscribe: list.subscribe,
      destroy() {
        for (const stop of [...stops, ...featureWatchers.values()]) stop();
        featureWatchers.clear();
      },
    };
  };
}
