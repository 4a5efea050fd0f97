import type { IncomingMessage } from 'node:http';
import { startHttpServer } from '../http/start-http-server.js';
import { createOpenIdIssuer, type OpenIdIssuer } from './create-openid-issuer.js';
import { type OpenIdClient, type OpenIdIssuerName, openIdSubject } from './openid-accounts.js';
import { handleOpenIdInteraction } from './openid-interaction-route.js';
import { signCompactJws } from './sign-compact-jws.js';

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::']);

/** Parameters of {@link startOpenIdProvider}. */
export interface StartOpenIdProviderParameters {
  /** Interface to bind; on every interface (0.0.0.0, ::) the issuers are named 127.0.0.1. */
  host: string;
  /** 0 picks a free port. */
  port: number;
}

/** What {@link RunningOpenIdProvider.signIdToken} may change besides the claims. */
export interface SignIdTokenOptions {
  /** Merged over `{ alg: 'RS256', kid, typ: 'JWT' }`; the signature is RS256 whatever it says. */
  header?: Record<string, unknown>;
}

/**
 * The sandbox's OpenID provider: "Sandbox Google" and "Sandbox Apple", each a real `oidc-provider`
 * issuer under one origin.
 *
 * @example
 * ```ts
 * const openId = await startOpenIdProvider({ host: '127.0.0.1', port: 0 });
 * openId.issuers.google; // 'http://127.0.0.1:54011/google'
 * const token = openId.signIdToken('google', { sub: '1', nonce, exp: 0 }); // expired, else real
 * ```
 */
export interface RunningOpenIdProvider {
  /** The origin both issuers live under. */
  readonly url: string;
  /** Each issuer's identifier (its `iss`; discovery at `<issuer>/.well-known/openid-configuration`). */
  readonly issuers: Readonly<Record<OpenIdIssuerName, string>>;
  /** Each issuer's registered app. */
  readonly clients: Readonly<Record<OpenIdIssuerName, OpenIdClient>>;
  /**
   * An ID token signed with the issuer's real current key (and its `kid`): `iss`, `aud` (the
   * client id), `iat` and `exp` (in 10 minutes) filled in unless given; a claim set to
   * `undefined` is left out. For tests of what a verifier must refuse.
   */
  signIdToken(
    issuer: OpenIdIssuerName,
    claims: Record<string, unknown>,
    options?: SignIdTokenOptions,
  ): string;
  /** The subject the issuer gives an email (the same every run). */
  subjectFor(issuer: OpenIdIssuerName, email: string): string;
  /** Stops accepting, ends open connections and resolves once closed. */
  close(): Promise<void>;
}

function mount(issuer: OpenIdIssuer, request: IncomingMessage): boolean {
  const prefix = `/${issuer.name}`;
  const url = request.url ?? '/';
  if (url !== prefix && !url.startsWith(`${prefix}/`) && !url.startsWith(`${prefix}?`)) {
    return false;
  }
  // oidc-provider finds its mount path by comparing originalUrl with url (its documented way of
  // being mounted under a prefix), and the issuer's own path says the same.
  (request as IncomingMessage & { originalUrl?: string }).originalUrl = url;
  request.url = url.slice(prefix.length) || '/';
  return true;
}

/**
 * Starts "Sandbox Google" at `<origin>/google` and "Sandbox Apple" at `<origin>/apple` on one
 * HTTP server: discovery, JWKS, authorization (our account chooser), token and userinfo
 * endpoints, from `oidc-provider`.
 *
 * @example
 * ```ts
 * const openId = await startOpenIdProvider({ host: '127.0.0.1', port: 8840 });
 * await fetch(`${openId.issuers.google}/.well-known/openid-configuration`);
 * await openId.close();
 * ```
 */
export async function startOpenIdProvider(
  parameters: StartOpenIdProviderParameters,
): Promise<RunningOpenIdProvider> {
  let issuers: {
    issuer: OpenIdIssuer;
    callback: ReturnType<OpenIdIssuer['provider']['callback']>;
  }[] = [];
  const server = await startHttpServer({
    host: parameters.host,
    port: parameters.port,
    // oidc-provider answers CORS itself, where the protocol wants it (discovery, JWKS, token).
    cors: false,
    routes: [
      async (request, response) => {
        try {
          for (const { issuer, callback } of issuers) {
            const target = { prefix: `/${issuer.name}`, ...issuer };
            if (await handleOpenIdInteraction(target, request, response)) return true;
            if (mount(issuer, request)) {
              callback(request, response);
              return true;
            }
          }
          return false;
        } catch (error) {
          if (!response.headersSent) response.writeHead(400, { 'Content-Type': 'text/plain' });
          response.end(error instanceof Error ? error.message : 'Bad request');
          return true;
        }
      },
    ],
  });
  const close = () => server.close();
  const { port } = server;
  // Bound on every interface, the issuer is named by this machine's loopback address: an issuer
  // is a URL browsers and servers reach, and servers take plain http only on loopback.
  const publicHost = WILDCARD_HOSTS.has(parameters.host) ? '127.0.0.1' : parameters.host;
  const url = `http://${publicHost.includes(':') ? `[${publicHost}]` : publicHost}:${port}`;
  try {
    const made = await Promise.all([
      createOpenIdIssuer('google', url),
      createOpenIdIssuer('apple', url),
    ]);
    issuers = made.map((issuer) => ({ issuer, callback: issuer.provider.callback() }));
  } catch (error) {
    await close();
    throw error;
  }
  const [google, apple] = issuers.map(({ issuer }) => issuer) as [OpenIdIssuer, OpenIdIssuer];
  const byName = { google, apple };
  return {
    url,
    issuers: Object.freeze({ google: google.issuer, apple: apple.issuer }),
    clients: Object.freeze({ google: google.client, apple: apple.client }),
    signIdToken(name, claims, options = {}) {
      const issuer = byName[name];
      const now = Math.floor(Date.now() / 1000);
      return signCompactJws(
        { alg: 'RS256', kid: issuer.signingKey.kid, typ: 'JWT', ...options.header },
        { iss: issuer.issuer, aud: issuer.client.clientId, iat: now, exp: now + 600, ...claims },
        issuer.signingKey.privateKey,
      );
    },
    subjectFor: (name, email) => openIdSubject(byName[name].issuer, name, email),
    close,
  };
}
