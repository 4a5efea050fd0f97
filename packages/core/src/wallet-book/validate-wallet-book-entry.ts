import { LATCHKEY_ERROR__WALLET__WALLET_BOOK_ENTRY_INVALID } from '../errors/codes.js';
import { isLatchkeyError, LatchkeyError } from '../errors/latchkey-error.js';
import { freezeDeep } from './freeze-deep.js';
import type {
  WalletBookDeepLinks,
  WalletBookDownloadLinks,
  WalletBookEntry,
  WalletBookExtensionLocator,
  WalletBookInjectedConfig,
  WalletBookQuirks,
} from './wallet-book-entry.js';

const KEY_PATTERN = /^[a-z0-9-]+$/;
const IDENTIFIER_PATTERN = /^[A-Za-z_$][\w$]*$/;
const FEATURE_PATTERN = /^[\w-]+:[\w.-]+$/;
const IMAGE_DATA_URI_PATTERN = /^data:image\/(?:svg\+xml|png|webp|gif)(?:;[^,]*)?,/i;
const CUSTOM_SCHEME_PATTERN = /^([a-z][a-z0-9+.-]*):\/\/[^/]/i;
// Whitespace and control characters: browsers strip some of them inside URLs
// ("java\tscript:"), so a link containing any is never trusted.
const UNSAFE_URL_CHARACTERS = /[\s\p{Cc}]/u;
/** Path segments that would walk into prototypes instead of the wallet's own objects. */
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor']);
/** Schemes that run code, carry inline content or travel in clear text. */
const BLOCKED_SCHEMES = new Set([
  'javascript',
  'vbscript',
  'data',
  'http',
  'file',
  'blob',
  'about',
  'filesystem',
  'view-source',
  'ws',
  'ftp',
]);
const DOWNLOAD_PLATFORMS = ['chrome', 'firefox', 'edge', 'brave', 'ios', 'android'] as const;
const MAX_LIST_LENGTH = 64;
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
  if (!KEY_PATTERN.test(entryKey)) fail(key, 'key must match /^[a-z0-9-]+$/');
  const icon = entry.icon === undefined ? undefined : requireString(entry, 'icon', 'icon', key);
  if (icon !== undefined && !isSafeImageUrl(icon)) {
    fail(key, 'icon must be a data:image/(svg+xml|png|webp|gif) URI or an https: URL');
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
  const inAppBrowserUrl = checkInAppBrowserUrl(entry, key);
  if (inAppBrowserUrl !== undefined) result.inAppBrowserUrl = inAppBrowserUrl;
  const downloadLinks = checkDownloadLinks(entry, key);
  if (downloadLinks) result.downloadLinks = downloadLinks;
  const quirks = checkQuirks(entry, key);
  if (quirks) result.quirks = quirks;
  return result;
}

function checkInjectedConfig(
  entry: Record<string, unknown>,
  key: string,
): WalletBookInjectedConfig {
  const config = requireRecord(readOwn(entry, 'injectedConfig'), 'injectedConfig', key);
  if (readOwn(config, 'chain') !== 'solana') fail(key, "injectedConfig.chain must be 'solana'");

  const locators = requireList(
    config,
    'extensionLocators',
    'injectedConfig.extensionLocators',
    key,
  );
  const extensionLocators = locators.map((item, index): WalletBookExtensionLocator => {
    const path = `injectedConfig.extensionLocators[${index}]`;
    const locator = requireRecord(item, path, key);
    const flag = requireString(locator, 'flag', `${path}.flag`, key);
    if (!isSafeIdentifier(flag)) {
      fail(key, `${path}.flag must be an identifier other than __proto__, prototype, constructor`);
    }
    const flagValue = readOwn(locator, 'value');
    if (typeof flagValue !== 'boolean') fail(key, `${path}.value must be a boolean`);
    return { flag, value: flagValue };
  });

  const locations = requireList(config, 'windowLocations', 'injectedConfig.windowLocations', key);
  const windowLocations = locations.map((item, index) => {
    const path = `injectedConfig.windowLocations[${index}]`;
    if (typeof item !== 'string' || !item.split('.').every(isSafeIdentifier)) {
      fail(
        key,
        `${path} must be a dotted path of identifiers without __proto__, prototype or constructor`,
      );
    }
    return item;
  });

  const result: { -readonly [K in keyof WalletBookInjectedConfig]: WalletBookInjectedConfig[K] } = {
    chain: 'solana',
    extensionLocators,
    windowLocations,
  };
  const standard = readOwn(config, 'walletStandard');
  if (standard !== undefined) {
    const path = 'injectedConfig.walletStandard';
    const record = requireRecord(standard, path, key);
    const name = requireString(record, 'name', `${path}.name`, key);
    const features = requireList(record, 'features', `${path}.features`, key).map((item, index) => {
      if (typeof item !== 'string' || !FEATURE_PATTERN.test(item)) {
        fail(key, `${path}.features[${index}] must be a feature name such as 'standard:connect'`);
      }
      return item;
    });
    result.walletStandard = { name, features };
  }
  return result;
}

function checkDeepLinks(
  entry: Record<string, unknown>,
  key: string,
): WalletBookDeepLinks | undefined {
  const raw = readOwn(entry, 'deepLinks');
  if (raw === undefined) return undefined;
  const record = requireRecord(raw, 'deepLinks', key);
  const links: { -readonly [K in keyof WalletBookDeepLinks]: WalletBookDeepLinks[K] } = {};
  const native = readOwn(record, 'native');
  if (native !== undefined) {
    // Custom schemes are how native links open an installed app.
    if (!isSafeLink(native, true)) {
      fail(key, 'deepLinks.native must be an https: URL or an app scheme such as phantom://');
    }
    links.native = native;
  }
  const universal = readOwn(record, 'universal');
  if (universal !== undefined) {
    if (!isSafeLink(universal, false)) fail(key, 'deepLinks.universal must be an https: URL');
    links.universal = universal;
  }
  return links;
}

function checkInAppBrowserUrl(entry: Record<string, unknown>, key: string): string | undefined {
  const template = readOwn(entry, 'inAppBrowserUrl');
  if (template === undefined) return undefined;
  if (typeof template !== 'string' || !template.includes('{url}')) {
    fail(key, 'inAppBrowserUrl must be a template containing {url}');
  }
  const fill = (value: string) => template.replaceAll('{url}', value).replaceAll('{ref}', value);
  const first = fill('a');
  if (/[{}]/.test(first))
    fail(key, 'inAppBrowserUrl may only use the {url} and {ref} placeholders');
  if (!isSafeLink(first, true)) {
    fail(key, 'inAppBrowserUrl must be an https: URL or an app scheme such as okx://');
  }
  // The dapp's URL is data for the wallet, never a say in which host the link opens.
  if (parseUrl(first)?.host !== parseUrl(fill('b'))?.host) {
    fail(key, 'inAppBrowserUrl must not put {url} or {ref} in the host');
  }
  return template;
}

function checkDownloadLinks(
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
    if (!isSafeLink(link, false)) fail(key, `downloadLinks.${platform} must be an https: URL`);
    links[platform] = link;
  }
  return links;
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
      fail(key, `quirks.${name} must be an integer from 0 to ${MAX_DELAY_MS}`);
    }
    quirks[name] = delay as number;
  }
  for (const name of ['messageSigningUnsupported', 'hardware'] as const) {
    const flag = readOwn(record, name);
    if (flag === undefined) continue;
    if (typeof flag !== 'boolean') fail(key, `quirks.${name} must be a boolean`);
    quirks[name] = flag;
  }
  return quirks;
}

function fail(key: string, reason: string): never {
  throw new LatchkeyError(LATCHKEY_ERROR__WALLET__WALLET_BOOK_ENTRY_INVALID, {
    context: { key, reason },
  });
}

// Own properties only: a polluted Object.prototype must not fill in missing fields.
function readOwn(record: Record<string, unknown>, name: string): unknown {
  return Object.hasOwn(record, name) ? record[name] : undefined;
}

function requireRecord(value: unknown, path: string, key: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail(key, `${path} must be an object`);
  }
  return value as Record<string, unknown>;
}

function requireString(
  record: Record<string, unknown>,
  name: string,
  path: string,
  key: string,
): string {
  const value = readOwn(record, name);
  if (typeof value !== 'string' || value.trim() === '')
    fail(key, `${path} must be a non-empty string`);
  return value;
}

function requireList(
  record: Record<string, unknown>,
  name: string,
  path: string,
  key: string,
): unknown[] {
  const value = readOwn(record, name);
  if (!Array.isArray(value)) fail(key, `${path} must be an array`);
  if (value.length > MAX_LIST_LENGTH)
    fail(key, `${path} must have at most ${MAX_LIST_LENGTH} items`);
  return Array.from(value);
}

function isSafeIdentifier(segment: string): boolean {
  return IDENTIFIER_PATTERN.test(segment) && !FORBIDDEN_SEGMENTS.has(segment);
}

function isHttpsUrl(value: string): boolean {
  if (UNSAFE_URL_CHARACTERS.test(value) || !/^https:\/\//i.test(value)) return false;
  const url = parseUrl(value);
  // Credentials let a link read as one host while going to another (https://phantom.app@evil).
  return (
    url !== undefined &&
    url.protocol === 'https:' &&
    url.hostname !== '' &&
    !url.username &&
    !url.password
  );
}

function isSafeLink(value: unknown, allowCustomScheme: boolean): value is string {
  if (typeof value !== 'string') return false;
  if (isHttpsUrl(value)) return true;
  if (!allowCustomScheme || UNSAFE_URL_CHARACTERS.test(value)) return false;
  const scheme = CUSTOM_SCHEME_PATTERN.exec(value)?.[1]?.toLowerCase();
  return (
    scheme !== undefined &&
    scheme !== 'https' &&
    !BLOCKED_SCHEMES.has(scheme) &&
    parseUrl(value) !== undefined
  );
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}
