import type { OAuthLoginBody } from '@latchkey/core/product-api';
import type { Database } from '../database/database.js';
import { takeRateLimit } from '../database/rate-limit.js';
import type { EmbeddedLimits } from '../embedded/embedded-limits.js';
import { normalizeEmail } from '../embedded/normalize-email.js';
import type { UncheckedBody } from '../http/request-context.js';
import { ServerError } from '../server-error.js';
import { exchangeAuthorizationCode } from './exchange-authorization-code.js';
import { claimIdToken } from './id-token-claims.js';
import type { OAuthContext } from './oauth-context.js';
import type { OAuthProvider } from './oauth-provider-settings.js';
import { readOAuthLoginBody } from './read-oauth-login-body.js';
import { type VerifiedIdToken, verifyIdToken } from './verify-id-token.js';

/** An ID token that proved its provider account, claimed for one use. */
export interface ProvenIdToken {
  readonly provider: OAuthProvider;
  readonly publicKey: string;
  readonly idToken: string;
  readonly verified: VerifiedIdToken;
  /** The token's email, normalized, when verified and the provider is trusted for email. */
  readonly linkableEmail: string | undefined;
  /** Spends the claim in the transaction that acts on the token, or releases it on failure. */
  readonly claim: Awaited<ReturnType<typeof claimIdToken>>;
}

const rateLimited = (what: string) =>
  new ServerError(429, 'RATE_LIMITED', `Too many ${what}; try again later`);

/**
 * Proves an OpenID account from a request's ID token (given, or traded for the code given):
 * counts the try for the client's address, verifies the token (`verifyIdToken`: signature,
 * issuer, audience, lifetime, and the `nonce` bound to `publicKey`), counts it for the provider
 * account and claims it, so it acts once.
 *
 * @throws {ServerError} the `OAUTH_*` codes (400/401/503), 400 `INVALID_REQUEST`, 429
 *   `RATE_LIMITED`.
 */
export async function proveIdToken(
  context: {
    database: Database;
    oauth: OAuthContext | undefined;
    limits: EmbeddedLimits;
    now: () => number;
    signal?: AbortSignal | undefined;
  },
  request: { body: UncheckedBody<OAuthLoginBody>; clientIp: string },
): Promise<ProvenIdToken> {
  const { database, limits, now } = context;
  const login = readOAuthLoginBody(request.body, context.oauth?.providers ?? new Map());
  // A provider was found, so OpenID sign-in is configured.
  const oauth = context.oauth as OAuthContext;
  const { provider, publicKey } = login;
  const ipAllowed = await takeRateLimit(
    database,
    'oauth-login:ip',
    request.clientIp,
    limits.oauthLoginsPerIp,
    now(),
  );
  if (!ipAllowed) throw rateLimited('sign-ins from this address');
  const issuer = oauth.issuers.get(provider.issuer);
  const idToken = login.code
    ? await exchangeAuthorizationCode(
        provider,
        (await issuer.configuration()).tokenEndpoint,
        login.code,
        { timeoutMs: oauth.timeoutMs, signal: context.signal },
      )
    : login.idToken;
  const verified = await verifyIdToken(idToken, {
    provider,
    publicKey,
    getKey: issuer.getKey,
    nowMs: now(),
  });
  const account = `${verified.issuer} ${verified.subject}`;
  const accountAllowed = await takeRateLimit(
    database,
    'oauth-login:subject',
    account,
    limits.oauthLoginsPerSubject,
    now(),
  );
  if (!accountAllowed) throw rateLimited('sign-ins for this account');
  const linkableEmail =
    verified.emailVerified && provider.trustVerifiedEmail
      ? tryNormalizeEmail(verified.email)
      : undefined;
  const claim = await claimIdToken(database, idToken, verified.expiresAtMs);
  return { provider, publicKey, idToken, verified, linkableEmail, claim };
}

function tryNormalizeEmail(email: string | undefined): string | undefined {
  try {
    return email === undefined ? undefined : normalizeEmail(email);
  } catch {
    return undefined;
  }
}
