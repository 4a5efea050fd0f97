const CUSTOM_SCHEME_PATTERN = /^([a-z][a-z0-9+.-]*):\/\/[^/]/i;
// Whitespace and control characters: browsers strip some of them inside URLs
// ("java\tscript:"), so a link containing any is never trusted.
const UNSAFE_URL_CHARACTERS = /[\s\p{Cc}]/u;
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

/** Tells whether a link is an `https:` URL with a host and no credentials or whitespace. */
export function isHttpsUrl(value: string): boolean {
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

/**
 * Tells whether a link may open: `https:`, or with `allowCustomScheme` an app's own scheme
 * (`phantom://`), never one that runs code, carries content or travels in clear text.
 */
export function isSafeLink(value: unknown, allowCustomScheme: boolean): value is string {
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

/** The parsed URL, or undefined when it does not parse. */
export function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}
