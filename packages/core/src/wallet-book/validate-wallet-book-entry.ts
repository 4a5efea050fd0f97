import { LATCHKEY_ERROR__WALLET__WALLET_BOOK_ENTRY_INVALID } from '../errors/codes.js';
import { isLatchkeyError, LatchkeyError } from '../errors/latchkey-error.js';
import { checkInjectedConfig } from './check-injected-config.js';
import {
  checkDeepLinks,
  checkDownloadLinks,
  checkInAppBrowserUrl,
} from './check-wallet-book-links.js';
import { freezeDeep } from './freeze-deep.js';
import { readOwn, refuseEntry, requireRecord, requireString } from './read-wallet-book-fields.js';
import { isHttpsUrl } from './safe-link.js';
import type { WalletBookEntry, WalletBookQuirks } from './wallet-book-entry.js';

const KEY_PATTERN = /^[a-z0-9-]+$/;
const IMAGE_DATA_URI_PATTERN = /^data:image\/(?:svg\+xml|png|webp|gif)(?:;[^,]*)?,/i;
const MAX_DELAY_MS = 10_000;

/**
 * Tells whether an image URL is safe to put in an `<img src>`: a `data:image/` URI of SVG, PNG,
 * WebP or GIF, or an `https:` URL. Wallet icons come from the wallets themselves, so UI code
 * checks them with this before rendering.
 *
 * @example
 * ```ts
 * isSafeImageUrl('data:image/png;base64,iVBORw0KGgo='); // true
 * isSafeImageUrl('javascript:alert(1)');                // false
 * ```
 */
export function isSafeImageUrl(src: unknown): src is string {
  return typeof src === 'string' && (IMAGE_DATA_URI_PATTERN.test(src) || isHttpsUrl(src));
}

/**
 * Checks an untrusted value (say a wallet book fetched at runtime) against the
 * {@link WalletBookEntry} shape and Latchkey's safety rules, and returns a frozen copy holding
 * only the known fields (unknown ones are dropped so newer books still load).
 *
 * Rules: strings are non-empty; `key` is `[a-z0-9-]+`; `icon` passes {@link isSafeImageUrl};
 * window locations and flags are plain identifiers with no `__proto__`, `prototype` or
 * `constructor` segment; links are `https:` (native deep links and in-app browser links may
 * also use an app's custom scheme, never `javascript:`, `data:` or `http:`); `inAppBrowserUrl`
 * contains `{url}`; delays are integers from 0 to 10000 ms.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__WALLET__WALLET_BOOK_ENTRY_INVALID`, whose
 *   `context.reason` names the offending field.
 * @example
 * ```ts
 * const entries = (await response.json()).map(validateWalletBookEntry);
 * ```
 */
export function validateWalletBookEntry(value: unknown): WalletBookEntry {
  let key = '(unknown)';
  try {
    const entry = requireRecord(value, 'entry', key);
    const rawKey = readOwn(entry, 'key');
    if (typeof rawKey === 'string') key = rawKey.length > 64 ? `${rawKey.slice(0, 64)}…` : rawKey;
    return freezeDeep(checkEntry(entry, key));
  } catch (error) {
    if (isLatchkeyError(error)) throw error;
    // Hostile objects (throwing getters, revoked proxies) still fail the one documented way.
    throw new LatchkeyError(LATCHKEY_ERROR__WALLET__WALLET_BOOK_ENTRY_INVALID, {
      context: { key, reason: 'entry could not be read' },
      cause: error,
    });
  }
}

function checkEntry(entry: Record<string, unknown>, key: string): WalletBookEntry {
  const entryKey = requireString(entry, 'key', 'key', key);
  if (!KEY_PATTERN.test(entryKey)) refuseEntry(key, 'key must match /^[a-z0-9-]+$/');
  const icon = entry.icon === undefined ? undefined : requireString(entry, 'icon', 'icon', key);
  if (icon !== undefined && !isSafeImageUrl(icon)) {
    refuseEntry(key, 'icon must be a data:image/(svg+xml|png|webp|gif) URI or an https: URL');
  }
  const result: {
    -readonly [K in keyof WalletBookEntry]: WalletBookEntry[K];
  } = {
    key: entryKey,
    name: requireString(entry, 'name', 'name', key),
    shortName: requireString(entry, 'shortName', 'shortName', key),
    injectedConfig: checkInjectedConfig(entry, key),
  };
  if (icon !== undefined) result.icon = icon;
  const deepLinks = checkDeepLinks(entry, key);
  if (deepLinks) result.deepLinks = deepLinks;
  const walletConnect = checkDeepLinks(entry, key, 'walletConnect');
  if (walletConnect) result.walletConnect = walletConnect;
  const inAppBrowserUrl = checkInAppBrowserUrl(entry, key);
  if (inAppBrowserUrl !== undefined) result.inAppBrowserUrl = inAppBrowserUrl;
  const downloadLinks = checkDownloadLinks(entry, key);
  if (downloadLinks) result.downloadLinks = downloadLinks;
  const quirks = checkQuirks(entry, key);
  if (quirks) result.quirks = quirks;
  return result;
}

function checkQuirks(entry: Record<string, unknown>, key: string): WalletBookQuirks | undefined {
  const raw = readOwn(entry, 'quirks');
  if (raw === undefined) return undefined;
  const record = requireRecord(raw, 'quirks', key);
  const quirks: { -readonly [K in keyof WalletBookQuirks]: WalletBookQuirks[K] } = {};
  for (const name of ['signMessageDelayAfterConnectMs', 'silentConnectTimeoutMs'] as const) {
    const delay = readOwn(record, name);
    if (delay === undefined) continue;
    if (!Number.isInteger(delay) || (delay as number) < 0 || (delay as number) > MAX_DELAY_MS) {
      refuseEntry(key, `quirks.${name} must be an integer from 0 to ${MAX_DELAY_MS}`);
    }
    quirks[name] = delay as number;
  }
  for (const name of ['messageSigningUnsupported', 'hardware'] as const) {
    const flag = readOwn(record, name);
    if (flag === undefined) continue;
    if (typeof flag !== 'boolean') refuseEntry(key, `quirks.${name} must be a boolean`);
    quirks[name] = flag;
  }
  return quirks;
}
