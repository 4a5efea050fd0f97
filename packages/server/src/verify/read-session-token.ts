import { SECURE_COOKIE_PREFIX, SESSION_COOKIE_NAMES } from '@latchkey/core/product-api';
import { isPlainHttpLoopback } from './plain-http-loopback.js';

/** The access cookie's names, the Secure one (off localhost) first. */
const ACCESS_COOKIE_NAMES = [
  `${SECURE_COOKIE_PREFIX}${SESSION_COOKIE_NAMES.access}`,
  SESSION_COOKIE_NAMES.access,
] as const;

/**
 * Where `verifySession` finds the access token: a `Request`, its `Headers`, a Node
 * `IncomingMessage` (or anything with a plain `headers` record), or the token itself.
 *
 * @example
 * ```ts
 * const input: SessionInput = request; // or request.headers, or req (node:http), or a token
 * ```
 */
export type SessionInput =
  | string
  | HeadersLike
  | { readonly headers: HeadersLike | Readonly<Record<string, string | string[] | undefined>> };

/**
 * What `verifySession` reads of a `Headers`: its `get`.
 *
 * @example
 * ```ts
 * const headers: HeadersLike = new Headers({ authorization: `Bearer ${token}` });
 * ```
 */
export interface HeadersLike {
  get(name: string): string | null;
}

const isHeadersLike = (value: unknown): value is HeadersLike =>
  typeof (value as HeadersLike).get === 'function';

/**
 * The access token in `input`: `Authorization: Bearer <token>` first, else the access cookie —
 * `__Host-latchkey_session`, and the plain `latchkey_session` only on a plain-http loopback
 * request (`isPlainHttpLoopback`), where the server sets that name; `undefined` when neither is
 * there.
 */
export function readSessionToken(input: SessionInput): string | undefined {
  if (typeof input === 'string') return input.trim() || undefined;
  const headers = isHeadersLike(input) ? input : input.headers;
  const header = (name: string): string | undefined => {
    if (isHeadersLike(headers)) return headers.get(name) ?? undefined;
    const value = headers[name];
    return Array.isArray(value) ? value.join(name === 'cookie' ? '; ' : ', ') : value;
  };
  const { url, socket } = input as { url?: unknown; socket?: { encrypted?: unknown } };
  const plain = isPlainHttpLoopback({
    // A Request's URL is absolute; Node's IncomingMessage has a path only (its host is a header).
    url: typeof url === 'string' && /^[a-z][a-z\d+.-]*:/i.test(url) ? url : undefined,
    header,
    encrypted: socket?.encrypted === true,
  });
  return bearerToken(header('authorization')) ?? accessCookie(header('cookie'), { plain });
}

/** The token of an `Authorization: Bearer <token>` header (the scheme in any case). */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = authorization === undefined ? null : /^Bearer +(\S+) *$/i.exec(authorization);
  return match?.[1];
}

/**
 * The access token in a `Cookie` header, or from a cookie getter (Next.js's `cookies()`): the
 * `__Host-` cookie, and the plain name only when `plain` (a plain-http loopback request).
 */
export function accessCookie(
  cookies: string | undefined | ((name: string) => string | undefined),
  options: { plain: boolean },
): string | undefined {
  if (cookies === undefined) return undefined;
  const read = typeof cookies === 'function' ? cookies : cookieReader(cookies);
  for (const name of ACCESS_COOKIE_NAMES) {
    if (!options.plain && !name.startsWith(SECURE_COOKIE_PREFIX)) continue;
    const value = read(name);
    if (value) return value;
  }
  return undefined;
}

function cookieReader(header: string): (name: string) => string | undefined {
  const values = new Map<string, string>();
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    const name = pair.slice(0, equals).trim();
    // The first cookie of a name wins, as browsers send the most specific path first.
    if (equals > 0 && !values.has(name)) values.set(name, pair.slice(equals + 1).trim());
  }
  return (name) => values.get(name);
}
