import type { SessionClaims, SessionCredential } from '@latchkey/core/product-api';
import { errors, jwtVerify } from 'jose';
import { signEs256Jwt } from '../node-crypto/sign-es256-jwt.js';
import { ServerError } from '../server-error.js';
import type { SessionContext } from './session-context.js';

/** Signs an access token (ES256, the newest key's `kid`) for a user's session. */
export async function signAccessToken(
  context: SessionContext,
  subject: {
    issuer: string;
    environmentId: string;
    userId: string;
    sessionId: string;
    credentials: readonly SessionCredential[];
    lastCredentialId: string;
    /** The session's end: a token never outlives it. */
    sessionExpiresAt: number;
    /** RFC 8176 method references: the credential's kind, then a second factor's and `'mfa'`. */
    amr: readonly string[];
    /** When the session last proved a second factor (epoch milliseconds). */
    mfaAt: number | undefined;
  },
): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor(context.now() / 1000);
  const expiresAt = Math.min(
    issuedAt + context.settings.accessTokenSeconds,
    Math.floor(subject.sessionExpiresAt / 1000),
  );
  const { kid, key } = context.keys.signing;
  const token = signEs256Jwt(
    key,
    { alg: 'ES256', kid, typ: 'JWT' },
    {
      sid: subject.sessionId,
      environment_id: subject.environmentId,
      verified_credentials: subject.credentials,
      last_verified_credential_id: subject.lastCredentialId,
      amr: subject.amr,
      ...(subject.mfaAt === undefined ? {} : { mfa_at: Math.floor(subject.mfaAt / 1000) }),
      scope: 'user',
      iss: subject.issuer,
      aud: subject.environmentId,
      sub: subject.userId,
      iat: issuedAt,
      exp: expiresAt,
      jti: crypto.randomUUID(),
    },
  );
  return { token, expiresAt: expiresAt * 1000 };
}

/**
 * Checks an access token this server issued for the environment: signature by one of its keys
 * (ES256 only), issuer, audience, expiry. Revocation is the caller's check (the session row).
 *
 * @throws {ServerError} 401 `SESSION_REQUIRED`, saying which check failed.
 */
export async function verifyOwnAccessToken(
  context: SessionContext,
  token: string | undefined,
  expected: { issuer: string; environmentId: string },
): Promise<SessionClaims> {
  if (!token) throw sessionRequired('no access token was sent');
  try {
    const { payload } = await jwtVerify(
      token,
      (header) => {
        const key = typeof header.kid === 'string' ? context.keys.verifying(header.kid) : undefined;
        if (!key) throw new errors.JWKSNoMatchingKey();
        return key;
      },
      {
        algorithms: ['ES256'],
        issuer: expected.issuer,
        audience: expected.environmentId,
        requiredClaims: ['sub', 'sid', 'exp', 'iat'],
        currentDate: new Date(context.now()),
      },
    );
    if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') {
      throw sessionRequired('the access token lacks its session');
    }
    return payload as unknown as SessionClaims;
  } catch (error) {
    if (error instanceof ServerError) throw error;
    throw sessionRequired(
      error instanceof errors.JWTExpired
        ? 'the access token has expired'
        : 'the access token is not valid here',
    );
  }
}

/** The 401 for a call that needs a signed-in user and has none. */
export function sessionRequired(reason: string): ServerError {
  return new ServerError(401, 'SESSION_REQUIRED', `Sign in first: ${reason}`);
}
