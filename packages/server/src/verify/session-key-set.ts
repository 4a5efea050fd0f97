import {
  type CompactJWSHeaderParameters,
  createLocalJWKSet,
  createRemoteJWKSet,
  customFetch,
  type FlattenedJWSInput,
  type JSONWebKeySet,
} from 'jose';
import { JWKSMultipleMatchingKeys, JWKSNoMatchingKey, JWKSTimeout } from 'jose/errors';
import { SessionKeysUnavailableError } from './session-keys-unavailable-error.js';
import { SessionRefusedError } from './session-refused-error.js';

/**
 * How long a fetch of the JWK set may take (milliseconds) before verification answers 503.
 *
 * @example
 * ```ts
 * await verifySession(request, { issuer, audience, jwksTimeoutMs: JWKS_TIMEOUT_MS });
 * ```
 */
export const JWKS_TIMEOUT_MS = 5000;

/** The key a token's header names, as `jwtVerify` asks for it. */
export type SessionKeyGetter = (
  header: CompactJWSHeaderParameters,
  token: FlattenedJWSInput,
) => Promise<CryptoKey>;

/**
 * Where the keys come from: `jwks` when the host holds them, else `jwksUrl` fetched with
 * `fetch` (the global one by default), bounded by `jwksTimeoutMs`.
 */
export interface SessionKeySource {
  readonly jwks?: JSONWebKeySet | undefined;
  readonly jwksUrl: string;
  readonly jwksTimeoutMs: number;
  readonly fetch?: typeof fetch | undefined;
}

// One remote set per URL (and fetch and bound), for the life of the process: its keys are
// fetched once, kept 10 minutes, and fetched again for an unknown kid at most every 30 s
// (jose's cooldown), so a stream of made-up kids cannot turn into a stream of fetches.
const remoteSets = new Map<string, SessionKeyGetter>();
const remoteSetsByFetch = new WeakMap<typeof fetch, Map<string, SessionKeyGetter>>();
const localSets = new WeakMap<JSONWebKeySet, SessionKeyGetter>();

/**
 * The key getter for `source`, made once per JWK set or URL: it refuses a token without a
 * `kid`, and turns a failed fetch of the keys into a {@link SessionKeysUnavailableError}.
 */
export function sessionKeySet(source: SessionKeySource): SessionKeyGetter {
  if (source.jwks) {
    const { jwks } = source;
    const local = localSets.get(jwks) ?? requireKid(createLocalJWKSet(jwks));
    localSets.set(jwks, local);
    return local;
  }
  const sets = source.fetch
    ? (remoteSetsByFetch.get(source.fetch) ?? new Map<string, SessionKeyGetter>())
    : remoteSets;
  if (source.fetch) remoteSetsByFetch.set(source.fetch, sets);
  const key = `${source.jwksTimeoutMs} ${source.jwksUrl}`;
  const remote = sets.get(key) ?? requireKid(remoteKeySet(source));
  sets.set(key, remote);
  return remote;
}

function requireKid(keySet: SessionKeyGetter): SessionKeyGetter {
  return (header, token) => {
    if (typeof header.kid !== 'string' || header.kid === '') {
      return Promise.reject(
        new SessionRefusedError('unknown-key', 'The access token’s header names no key (kid)'),
      );
    }
    return keySet(header, token);
  };
}

function remoteKeySet({ jwksUrl, jwksTimeoutMs, fetch: fetchKeys }: SessionKeySource) {
  const remote = createRemoteJWKSet(new URL(jwksUrl), {
    timeoutDuration: jwksTimeoutMs,
    // The bound holds even for a fetch that ignores its signal.
    [customFetch]: (url, init) =>
      new Promise<Response>((resolve, reject) => {
        init.signal.addEventListener('abort', () => reject(init.signal.reason), { once: true });
        (fetchKeys ?? fetch)(url, init).then(resolve, reject);
      }),
  });
  return async (header: CompactJWSHeaderParameters, token: FlattenedJWSInput) => {
    try {
      return await remote(header, token);
    } catch (error) {
      if (error instanceof JWKSNoMatchingKey || error instanceof JWKSMultipleMatchingKeys) {
        throw error;
      }
      const timedOut = error instanceof JWKSTimeout;
      throw new SessionKeysUnavailableError(jwksUrl, timedOut ? jwksTimeoutMs : undefined, error);
    }
  };
}
