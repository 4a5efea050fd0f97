import {
  OAUTH_SESSION_KEY_SECONDS,
  type OAuthLogin,
  type OAuthLoginBody,
} from '@latchkey/core/product-api';
import type { CustodyClient } from '../custody/create-custody-client.js';
import type { Database } from '../database/database.js';
import { takeRateLimit } from '../database/rate-limit.js';
import type { EmbeddedLimits } from '../embedded/embedded-limits.js';
import { normalizeEmail } from '../embedded/normalize-email.js';
import type { UncheckedBody } from '../http/request-context.js';
import { ServerError } from '../server-error.js';
import { type SessionIssuing, startEmbeddedSession } from '../sessions/embedded-session.js';
import type { NewCredential } from '../users/new-credential.js';
import { exchangeAuthorizationCode } from './exchange-authorization-code.js';
import { findOAuthUser } from './find-oauth-user.js';
import { claimIdToken } from './id-token-claims.js';
import type { OAuthContext } from './oauth-context.js';
import { readOAuthLoginBody } from './read-oauth-login-body.js';
import { verifyIdToken } from './verify-id-token.js';

/** What an OpenID sign-in needs. */
export interface OAuthLoginContext {
  /** The request's database (stops at its deadline). */
  database: Database;
  /** The server's own, to release a claimed token after the request failed. */
  sharedDatabase: Database;
  custody: CustodyClient;
  oauth: OAuthContext | undefined;
  limits: EmbeddedLimits;
  now: () => number;
  /** Where the sign-in's session is issued; without it the answer carries none. */
  sessions?: SessionIssuing | undefined;
  signal?: AbortSignal | undefined;
}

const rateLimited = (what: string) =>
  new ServerError(429, 'RATE_LIMITED', `Too many ${what}; try again later`);

/**
 * Signs a user in with an OpenID provider's ID token (given, or traded for the code given) for
 * the browser's session key: counts the try for the client's address, verifies the token
 * (`verifyIdToken`), counts it for the provider account, claims it (one use), finds or makes
 * the user (`findOAuthUser`), has the custody provider log the key in with the token, then
 * records the user with the provider account (and the email, when verified and trusted) and
 * starts their session in the transaction that spends the token.
 *
 * @throws {ServerError} the `OAUTH_*` codes (400/401/503), 400 `INVALID_REQUEST`, 429
 * `RATE_LIMITED`, 502 `CUSTODY_ERROR`.
 */
export async function oauthLogin(
  context: OAuthLoginContext,
  request: { body: UncheckedBody<OAuthLoginBody>; clientIp: string },
): Promise<OAuthLogin> {
  const { database, custody, limits, now } = context;
  const login = readOAuthLoginBody(request.body, context.oauth?.providers ?? new Map());
  // A provider was found, so OpenID sign-in is configured.
  const oauth = context.oauth as OAuthContext;
  const { provider, publicKey } = login;
  if (
    !(await takeRateLimit(
      database,
      'oauth-login:ip',
      request.clientIp,
      limits.oauthLoginsPerIp,
      now(),
    ))
  ) {
    throw rateLimited('sign-ins from this address');
  }
  const issuer = oauth.issuers.get(provider.issuer);
  const idToken = login.code
    ? await exchangeAuthorizationCode(
        provider,
        (await issuer.configuration()).tokenEndpoint,
        login.code,
        {
          timeoutMs: oauth.timeoutMs,
          signal: context.signal,
        },
      )
    : login.idToken;
  const verified = await verifyIdToken(idToken, {
    provider,
    publicKey,
    getKey: issuer.getKey,
    nowMs: now(),
  });
  const account = `${verified.issuer} ${verified.subject}`;
  if (
    !(await takeRateLimit(
      database,
      'oauth-login:subject',
      account,
      limits.oauthLoginsPerSubject,
      now(),
    ))
  ) {
    throw rateLimited('sign-ins for this account');
  }
  const linkableEmail =
    verified.emailVerified && provider.trustVerifiedEmail
      ? tryNormalizeEmail(verified.email)
      : undefined;
  const claim = await claimIdToken(database, idToken, verified.expiresAtMs);
  try {
    const user = await findOAuthUser(context, { provider, verified, idToken, linkableEmail });
    // Every check passed: only now does the custody provider see the key it is to log in.
    await custody.run(custody.client.oauthLogin, {
      type: 'ACTIVITY_TYPE_OAUTH_LOGIN',
      timestampMs: String(now()),
      organizationId: user.organizationId,
      parameters: {
        oidcToken: idToken,
        publicKey,
        expirationSeconds: String(OAUTH_SESSION_KEY_SECONDS),
      },
    });
    const provenBy: NewCredential = {
      kind: 'oauth',
      issuer: verified.issuer,
      subject: verified.subject,
    };
    const also: NewCredential[] = [provenBy];
    if (linkableEmail) also.push({ kind: 'email', email: linkableEmail });
    const session = await database.transaction(async (tx) => {
      await claim.spend(tx, now());
      // The email is this user's from now on, for an email login as for this one.
      if (linkableEmail) {
        await tx.query(
          `INSERT INTO embedded_users (email, organization_id, user_id) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING`,
          [linkableEmail, user.organizationId, user.custodyUserId],
        );
      }
      return context.sessions
        ? startEmbeddedSession(tx, context.sessions, { ...user, also, provenBy })
        : undefined;
    });
    return {
      organizationId: user.organizationId,
      userId: user.custodyUserId,
      created: user.created,
      ...(session ? { session } : {}),
    };
  } catch (error) {
    await claim.release(context.sharedDatabase);
    throw error;
  }
}

function tryNormalizeEmail(email: string | undefined): string | undefined {
  try {
    return email === undefined ? undefined : normalizeEmail(email);
  } catch {
    return undefined;
  }
}
