import { readOwn, refuseEntry, requireRecord } from './read-wallet-book-fields.js';
import { isSafeLink, parseUrl } from './safe-link.js';
import type { WalletBookDeepLinks, WalletBookDownloadLinks } from './wallet-book-entry.js';

const DOWNLOAD_PLATFORMS = ['chrome', 'firefox', 'edge', 'brave', 'ios', 'android'] as const;

/**
 * An entry's `deepLinks` (or `walletConnect` links), if any: `native` an `https:` URL or an app
 * scheme, `universal` `https:`.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__WALLET__WALLET_BOOK_ENTRY_INVALID`.
 */
export function checkDeepLinks(
  entry: Record<string, unknown>,
  key: string,
  field: 'deepLinks' | 'walletConnect' = 'deepLinks',
): WalletBookDeepLinks | undefined {
  const raw = readOwn(entry, field);
  if (raw === undefined) return undefined;
  const record = requireRecord(raw, field, key);
  const links: { -readonly [K in keyof WalletBookDeepLinks]: WalletBookDeepLinks[K] } = {};
  const native = readOwn(record, 'native');
  if (native !== undefined) {
    // Custom schemes are how native links open an installed app.
    if (!isSafeLink(native, true)) {
      refuseEntry(key, `${field}.native must be an https: URL or an app scheme such as phantom://`);
    }
    links.native = native;
  }
  const universal = readOwn(record, 'universal');
  if (universal !== undefined) {
    if (!isSafeLink(universal, false)) refuseEntry(key, `${field}.universal must be an https: URL`);
    links.universal = universal;
  }
  return links;
}

/**
 * An entry's `inAppBrowserUrl`, if any: a template with `{url}` (and maybe `{ref}`) only in the
 * path or query, opening an `https:` URL or an app scheme.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__WALLET__WALLET_BOOK_ENTRY_INVALID`.
 */
export function checkInAppBrowserUrl(
  entry: Record<string, unknown>,
  key: string,
): string | undefined {
  const template = readOwn(entry, 'inAppBrowserUrl');
  if (template === undefined) return undefined;
  if (typeof template !== 'string' || !template.includes('{url}')) {
    refuseEntry(key, 'inAppBrowserUrl must be a template containing {url}');
  }
  const fill = (value: string) => template.replaceAll('{url}', value).replaceAll('{ref}', value);
  const first = fill('a');
  if (/[{}]/.test(first))
    refuseEntry(key, 'inAppBrowserUrl may only use the {url} and {ref} placeholders');
  if (!isSafeLink(first, true)) {
    refuseEntry(key, 'inAppBrowserUrl must be an https: URL or an app scheme such as okx://');
  }
  // The dapp's URL is data for the wallet, never a say in which host the link opens.
  if (parseUrl(first)?.host !== parseUrl(fill('b'))?.host) {
    refuseEntry(key, 'inAppBrowserUrl must not put {url} or {ref} in the host');
  }
  return template;
}

/**
 * An entry's `downloadLinks`, if any: an `https:` URL per known platform (others dropped).
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__WALLET__WALLET_BOOK_ENTRY_INVALID`.
 */
export function checkDownloadLinks(
  entry: Record<string, unknown>,
  key: string,
): WalletBookDownloadLinks | undefined {
  const raw = readOwn(entry, 'downloadLinks');
  if (raw === undefined) return undefined;
  const record = requireRecord(raw, 'downloadLinks', key);
  const links: { -readonly [K in keyof WalletBookDownloadLinks]: WalletBookDownloadLinks[K] } = {};
  for (const platform of DOWNLOAD_PLATFORMS) {
    const link = readOwn(record, platform);
    if (link === undefined) continue;
    if (!isSafeLink(link, false))
      refuseEntry(key, `downloadLinks.${platform} must be an https: URL`);
    links[platform] = link;
  }
  return links;
}
