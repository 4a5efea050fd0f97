import { DEEP_LINK_RESPONSE_PARAMETERS } from './deep-link-storage-keys.js';

/** The protocol's answer as it arrived in the query string. */
export type RedirectParameters = Partial<
  Record<(typeof DEEP_LINK_RESPONSE_PARAMETERS)[number], string>
>;

/**
 * Reads the wallet's answer from a URL; undefined when the URL carries none of its parameters
 * (or is not a URL at all).
 *
 * @example
 * ```ts
 * readRedirectParameters('https://app.example/?nonce=abc&data=def'); // { nonce: 'abc', data: 'def' }
 * ```
 */
export function readRedirectParameters(url: string): RedirectParameters | undefined {
  if (!URL.canParse(url)) return undefined;
  const query = new URL(url).searchParams;
  const found: RedirectParameters = {};
  let any = false;
  for (const name of DEEP_LINK_RESPONSE_PARAMETERS) {
    const value = query.get(name);
    if (value !== null) {
      found[name] = value;
      any = true;
    }
  }
  return any ? found : undefined;
}

/**
 * The URL without the protocol's answer parameters (the host's own parameters and hash stay).
 *
 * @example
 * ```ts
 * stripRedirectParameters('https://app.example/?tab=2&nonce=abc&data=def'); // 'https://app.example/?tab=2'
 * ```
 */
export function stripRedirectParameters(url: string): string {
  if (!URL.canParse(url)) return url;
  const parsed = new URL(url);
  for (const name of DEEP_LINK_RESPONSE_PARAMETERS) parsed.searchParams.delete(name);
  return parsed.toString();
}
