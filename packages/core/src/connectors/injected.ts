import {
  matchesExtensionLocators,
  readWindowLocation,
} from '../wallet-book/find-wallet-book-entry.js';
import { walletBook as builtInWalletBook } from '../wallet-book/wallet-book-entries.js';
import type { WalletBookEntry } from '../wallet-book/wallet-book-entry.js';
import type { Connector, CreateConnectorsFn } from './connector.js';
import { createConnectorList } from './create-connector-list.js';
import { createInjectedConnector } from './injected-connector.js';
import type { InjectedProvider } from './injected-provider.js';

/** Parameters of {@link injected}. */
export interface InjectedParameters {
  /** Entries whose window locations are searched. Default: the built-in book. */
  walletBook?: readonly WalletBookEntry[];
  /** Extensions inject late (content scripts); look again this often. Default 250 ms. */
  pollIntervalMs?: number;
  /** Stop looking after this long. Default 3000 ms. */
  deadlineMs?: number;
  /** Where to look. Default `globalThis`. */
  root?: object;
}

/**
 * Finds wallets that only inject a provider into `window` (no Wallet Standard registration),
 * through the wallet book's window locations and identity flags, so the wallet the user clicks
 * is the one that answers even when several fight over `window.solana`. Keeps looking for late
 * injections until a deadline. The config hides any of these that also registered through the
 * Wallet Standard.
 *
 * @example
 * ```ts
 * const config = createConfig({ networks, connectors: [walletStandard(), injected()] });
 * ```
 */
export function injected(parameters: InjectedParameters = {}): CreateConnectorsFn {
  return (context) => {
    const book = parameters.walletBook ?? builtInWalletBook;
    const root = parameters.root ?? globalThis;
    const list = createConnectorList();
    const found = new Map<string, { provider: object; connector: Connector }>();

    const scan = () => {
      for (const entry of book) {
        const provider = locate(root, entry);
        const known = found.get(entry.key);
        if (known?.provider === provider) continue;
        if (!provider) {
          found.delete(entry.key);
          continue;
        }
        found.set(entry.key, {
          provider,
          connector: createInjectedConnector({
            provider: provider as InjectedProvider,
            context,
            walletBookKey: entry.key,
            name: entry.name,
            icon: entry.icon,
            quirks: entry.quirks ?? {},
          }),
        });
      }
      // The list ignores a set that changes nothing.
      list.set([...found.values()].map(({ connector }) => connector));
      return (
        found.size === book.filter((entry) => entry.injectedConfig.windowLocations.length).length
      );
    };

    scan();
    const started = Date.now();
    const deadline = parameters.deadlineMs ?? 3000;
    const timer = setInterval(() => {
      if (scan() || Date.now() - started >= deadline) clearInterval(timer);
    }, parameters.pollIntervalMs ?? 250);

    return { get: list.get, subscribe: list.subscribe, destroy: () => clearInterval(timer) };
  };
}

function locate(root: object, entry: WalletBookEntry): object | undefined {
  for (const path of entry.injectedConfig.windowLocations) {
    const candidate = readWindowLocation(root, path);
    if (
      typeof candidate === 'object' &&
      candidate !== null &&
      typeof (candidate as InjectedProvider).connect === 'function' &&
      matchesExtensionLocators(candidate, entry.injectedConfig.extensionLocators)
    ) {
      return candidate;
    }
  }
  return undefined;
}
