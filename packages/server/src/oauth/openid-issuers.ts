import { createRemoteJWKSet, customFetch, type JWTVerifyGetKey } from 'jose';
import { fetchProvider, parseProviderJson } from './fetch-provider.js';
import { OAUTH_ERRORS } from './oauth-errors.js';

/** What the server uses of an issuer's discovery document. */
export interface OpenIdConfiguration {
  readonly issuer: string;
  readonly jwksUri: string;
  readonly tokenEndpoint: string | undefined;
}

/** One issuer's discovery document and signing keys, each fetched once and kept. */
export interface OpenIdIssuer {
  /** The discovery document, fetched on first use and kept an hour. */
  configuration(): Promise<OpenIdConfiguration>;
  /** The issuer's keys for `jwtVerify`: its JWKS, refetched for a `kid` it lacks (at most once per cooldown). */
  readonly getKey: JWTVerifyGetKey;
}

/** How long a discovery document is kept: an hour. */
const CONFIGURATION_MS = 60 * 60 * 1000;

/**
 * The issuers the server verifies tokens from, made on first use and shared by every request:
 * discovery at `<issuer>/.well-known/openid-configuration` (whose `issuer` must be the issuer
 * exactly), then `jwks_uri`, each request bounded by `timeoutMs`. A failed discovery is not kept,
 * so the next sign-in asks again.
 */
export function createOpenIdIssuers(options: {
  timeoutMs: number;
  /** How soon an unknown `kid` may fetch the keys again. Default 30 s. */
  cooldownMs?: number | undefined;
}) {
  const issuers = new Map<string, OpenIdIssuer>();
  const make = (issuer: string): OpenIdIssuer => {
    let kept: { at: number; configuration: Promise<OpenIdConfiguration> } | undefined;
    let keys: { uri: string; getKey: JWTVerifyGetKey } | undefined;
    // Shared by every request, so bounded by its own timeout, never by one request's end.
    const configuration = () => {
      if (!kept || Date.now() - kept.at > CONFIGURATION_MS) {
        const fetching = discover(issuer, options.timeoutMs);
        kept = { at: Date.now(), configuration: fetching };
        fetching.catch(() => {
          if (kept?.configuration === fetching) kept = undefined;
        });
      }
      return kept.configuration;
    };
    const getKey: JWTVerifyGetKey = async (header, token) => {
      const { jwksUri } = await configuration();
      if (keys?.uri !== jwksUri) {
        const remote = createRemoteJWKSet(new URL(jwksUri), {
          timeoutDuration: options.timeoutMs,
          cooldownDuration: options.cooldownMs ?? 30_000,
          cacheMaxAge: 10 * 60_000,
          // Bounded in size as every provider answer is; jose bounds the time.
          [customFetch]: async (url: string, init: RequestInit) => {
            const { status, bytes, type } = await fetchProvider(url, {
              timeoutMs: options.timeoutMs,
              init,
            });
            return new Response(bytes, { status, headers: { 'content-type': type } });
          },
        });
        keys = { uri: jwksUri, getKey: remote };
      }
      return keys.getKey(header, token);
    };
    return { configuration, getKey };
  };
  return {
    get(issuer: string): OpenIdIssuer {
      let found = issuers.get(issuer);
      if (!found) {
        found = make(issuer);
        issuers.set(issuer, found);
      }
      return found;
    },
  };
}

/** The issuers a server verifies tokens from, as {@link createOpenIdIssuers} makes them. */
export type OpenIdIssuers = ReturnType<typeof createOpenIdIssuers>;

async function discover(issuer: string, timeoutMs: number): Promise<OpenIdConfiguration> {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const { status, bytes } = await fetchProvider(url, { timeoutMs });
  const document = status === 200 ? parseProviderJson(bytes) : undefined;
  // Plain http only where the issuer itself is (a loopback test issuer).
  const scheme = issuer.startsWith('http://') ? /^https?:\/\// : /^https:\/\//;
  const https = (value: unknown) =>
    typeof value === 'string' && scheme.test(value) && URL.canParse(value);
  // Another issuer's document (a typo, a proxy, a takeover) would lend its keys to this one.
  if (
    !document ||
    document.issuer !== issuer ||
    !https(document.jwks_uri) ||
    (document.token_endpoint !== undefined && !https(document.token_endpoint))
  ) {
    throw OAUTH_ERRORS.providerUnavailable({ url, status, reason: 'not its discovery document' });
  }
  return {
    issuer,
    jwksUri: document.jwks_uri as string,
    tokenEndpoint: document.token_endpoint as string | undefined,
  };
}
