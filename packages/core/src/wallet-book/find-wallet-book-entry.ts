import { walletBook } from './wallet-book-entries.js';
import type { WalletBookEntry, WalletBookExtensionLocator } from './wallet-book-entry.js';

const IDENTIFIER_PATTERN = /^[A-Za-z_$][\w$]*$/;
/** Segments that lead into prototypes rather than a wallet's own objects. */
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * Looks an entry up by its key.
 *
 * @param book - Entries to search. Default: the built-in {@link walletBook}.
 * @example
 * ```ts
 * getWalletBookEntry('solflare')?.quirks?.signMessageDelayAfterConnectMs; // 100
 * ```
 */
export function getWalletBookEntry(
  key: string,
  book: readonly WalletBookEntry[] = walletBook,
): WalletBookEntry | undefined {
  return book.find((entry) => entry.key === key);
}

/**
 * Finds the entry for a wallet by the name it shows or registers under, ignoring case and
 * spaces: matches the entry's `name`, `shortName` and Wallet Standard name.
 *
 * @param book - Entries to search. Default: the built-in {@link walletBook}.
 * @example
 * ```ts
 * findWalletBookEntryByName('Coinbase Wallet')?.key; // 'coinbase'
 * findWalletBookEntryByName('trust')?.key;           // 'trust'
 * ```
 */
export function findWalletBookEntryByName(
  name: string,
  book: readonly WalletBookEntry[] = walletBook,
): WalletBookEntry | undefined {
  const wanted = normalizeName(name);
  if (!wanted) return undefined;
  return book.find((entry) =>
    [entry.name, entry.shortName, entry.injectedConfig.walletStandard?.name].some(
      (candidate) => candidate !== undefined && normalizeName(candidate) === wanted,
    ),
  );
}

/**
 * Builds the link that opens a page inside the wallet's in-app browser, filling the entry's
 * template with the URL-encoded page URL and referrer. A template's `ref` parameter is dropped
 * when no referrer is given.
 *
 * @returns The link, or `undefined` when the wallet has no in-app browser link.
 * @example
 * ```ts
 * getInAppBrowserUrl(getWalletBookEntry('phantom')!, {
 *   url: 'https://app.example/swap?from=SOL',
 *   ref: 'https://app.example',
 * });
 * // 'https://phantom.app/ul/browse/https%3A%2F%2Fapp.example%2Fswap%3Ffrom%3DSOL?ref=https%3A%2F%2Fapp.example'
 * ```
 */
export function getInAppBrowserUrl(
  entry: Pick<WalletBookEntry, 'inAppBrowserUrl'>,
  parameters: { url: string; ref?: string | undefined },
): string | undefined {
  const template = entry.inAppBrowserUrl;
  if (template === undefined) return undefined;
  const withRef = parameters.ref
    ? template.replaceAll('{ref}', encodeURIComponent(parameters.ref))
    : removeRefParameter(template);
  return withRef.replaceAll('{url}', encodeURIComponent(parameters.url));
}

/**
 * Reads a dotted path (e.g. `'phantom.solana'`) from an object, following own properties only,
 * so a path can never reach a prototype (`__proto__`, `constructor`, inherited names) or data
 * another script planted on `Object.prototype`.
 *
 * @returns The value, or `undefined` when any step is missing, not an object, or unreadable.
 * @example
 * ```ts
 * const provider = readWindowLocation(window, 'phantom.solana');
 * ```
 */
export function readWindowLocation(root: object, path: string): unknown {
  const segments = path.split('.');
  if (
    !segments.every(
      (segment) => IDENTIFIER_PATTERN.test(segment) && !FORBIDDEN_SEGMENTS.has(segment),
    )
  ) {
    return undefined;
  }
  let current: unknown = root;
  try {
    for (const segment of segments) {
      if ((typeof current !== 'object' && typeof current !== 'function') || current === null) {
        return undefined;
      }
      if (!Object.hasOwn(current, segment)) return undefined;
      current = (current as Record<string, unknown>)[segment];
    }
  } catch {
    // A throwing getter or a revoked proxy: the wallet is not usable there.
    return undefined;
  }
  return current;
}

/**
 * Tells whether a provider carries the identity flags an entry asks for: each flag whose
 * `value` is `true` must be `true` on the provider; each whose `value` is `false` must not be
 * `true` (absent is fine). Flags may be inherited, as class-based providers define them on
 * their prototype.
 *
 * @example
 * ```ts
 * matchesExtensionLocators(window.solana, getWalletBookEntry('phantom')!.injectedConfig.extensionLocators);
 * // false when Backpack took over window.solana with isPhantom and isBackpack both true
 * ```
 */
export function matchesExtensionLocators(
  provider: unknown,
  locators: readonly WalletBookExtensionLocator[],
): boolean {
  if ((typeof provider !== 'object' && typeof provider !== 'function') || provider === null) {
    return false;
  }
  try {
    return locators.every(
      ({ flag, value }) => ((provider as Record<string, unknown>)[flag] === true) === value,
    );
  } catch {
    return false;
  }
}

function normalizeName(name: string): string {
  return name.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
}

// Drops `name={ref}` with its separator, keeping the query well formed either side.
function removeRefParameter(template: string): string {
  return template
    .replace(/\?[^?&#=]*=\{ref\}(?:&|(?=#|$))/, (match) => (match.endsWith('&') ? '?' : ''))
    .replace(/&[^?&#=]*=\{ref\}(?=&|#|$)/, '')
    .replaceAll('{ref}', '');
}
