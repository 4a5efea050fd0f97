import { createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import { invalidArgument } from './custody-api-error.js';

const FETCH_TIMEOUT_MS = 5000;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

interface IssuerKeys {
  keys: Map<string, { key: KeyObject; alg: string | undefined }>;
}

// Per issuer, as the real provider caches: one discovery and JWKS fetch, again on an unknown kid.
const cache = new Map<string, Promise<IssuerKeys>>();

/**
 * Whether tokens from this issuer may be checked at all: any https issuer, and http only on this
 * machine (the sandbox's OpenID provider) — a token cannot send the emulator to fetch keys from an
 * http address elsewhere.
 */
export function isAllowedOidcIssuer(issuer: string): boolean {
  const url = URL.parse(issuer);
  if (url === null || url.search !== '' || url.hash !== '') return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

async function fetchJson(url: string, what: string): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch {
    throw invalidArgument(`oidc token issuer unreachable: could not fetch its ${what}`);
  }
  if (!response.ok)
    throw invalidArgument(`oidc token issuer answered ${response.status} for its ${what}`);
  const body: unknown = await response.json().catch(() => undefined);
  if (!body || typeof body !== 'object')
    throw invalidArgument(`oidc token issuer's ${what} is not JSON`);
  return body as Record<string, unknown>;
}

async function loadIssuerKeys(issuer: string): Promise<IssuerKeys> {
  const discovery = await fetchJson(`${issuer}/.well-known/openid-configuration`, 'discovery');
  if (discovery.issuer !== issuer)
    throw invalidArgument('oidc token issuer discovery names another issuer');
  if (typeof discovery.jwks_uri !== 'string' || !isAllowedOidcIssuer(discovery.jwks_uri)) {
    throw invalidArgument("oidc token issuer's jwks_uri is missing or not allowed");
  }
  const jwks = await fetchJson(discovery.jwks_uri, 'JWKS');
  const keys = new Map<string, { key: KeyObject; alg: string | undefined }>();
  for (const jwk of Array.isArray(jwks.keys)
    ? (jwks.keys as (JsonWebKey & { kid?: string; alg?: string; use?: string })[])
    : []) {
    if (typeof jwk.kid !== 'string' || (jwk.use !== undefined && jwk.use !== 'sig')) continue;
    try {
      keys.set(jwk.kid, { key: createPublicKey({ key: jwk, format: 'jwk' }), alg: jwk.alg });
    } catch {
      // A key node cannot read (or a symmetric one) is skipped, never trusted.
    }
  }
  return { keys };
}

/**
 * The issuer's public signing key with this `kid`, from its discovery document's `jwks_uri`:
 * cached per issuer, fetched again once when the kid is unknown (the issuer rotated).
 *
 * @throws {CustodyApiError} 3 when the issuer cannot be reached or has no such key.
 */
export async function oidcSigningKey(
  issuer: string,
  kid: string,
): Promise<{ key: KeyObject; alg: string | undefined }> {
  for (const fresh of [false, true]) {
    let loading = cache.get(issuer);
    if (!loading || fresh) {
      loading = loadIssuerKeys(issuer);
      cache.set(issuer, loading);
      const mine = loading;
      mine.catch(() => cache.get(issuer) === mine && cache.delete(issuer));
    }
    const found = (await loading).keys.get(kid);
    if (found) return found;
  }
  throw invalidArgument("oidc token signing key is not in the issuer's JWKS");
}
