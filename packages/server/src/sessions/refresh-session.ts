import type { Session } from '@latchkey/core/product-api';
import type { Database } from '../database/database.js';
import { ServerError } from '../server-error.js';
import { hashRefreshToken, isRefreshTokenSpelling, newRefreshToken } from './refresh-token.js';
import { sessionAnswer } from './session-answer.js';
import type { SessionContext } from './session-context.js';
import { sessionMfaOf } from './session-mfa.js';

/**
 * Trades a refresh token for a new access token and a new refresh token (rotation). A token is
 * used once: presenting one already used means it was copied, so the whole session (every token
 * rotated from its first) is revoked, on every instance, and the caller must sign in again. A
 * session whose proving credential the user no longer holds is refused (unlinking revokes it
 * too; this holds whatever the order).
 *
 * @throws {ServerError} 401 `REFRESH_TOKEN_INVALID` (unknown, expired, revoked, another
 * environment's, or its credential unlinked); 401 `REFRESH_TOKEN_REUSED` (the session is now
 * revoked).
 */
export async function refreshSession(
  database: Database,
  context: SessionContext,
  parameters: { issuer: string; environmentId: string; refreshToken: unknown },
): Promise<Session> {
  const { refreshToken, environmentId } = parameters;
  if (!isRefreshTokenSpelling(refreshToken)) throw invalidRefreshToken();
  const hash = hashRefreshToken(refreshToken);
  const now = context.now();
  const outcome = await database.transaction(async (tx) => {
    const taken = await tx.query<{ session_id: string }>(
      `UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL
       RETURNING session_id`,
      [hash, new Date(now).toISOString()],
    );
    const sessionId = taken.rows[0]?.session_id;
    if (sessionId === undefined) {
      const known = await tx.query<{ session_id: string }>(
        'SELECT session_id FROM refresh_tokens WHERE token_hash = $1',
        [hash],
      );
      const reusedIn = known.rows[0]?.session_id;
      if (reusedIn === undefined) return 'invalid' as const;
      await tx.query(
        `UPDATE sessions SET revoked_at = $2, revoked_reason = 'refresh token reused'
         WHERE id = $1 AND revoked_at IS NULL`,
        [reusedIn, new Date(now).toISOString()],
      );
      return 'reused' as const;
    }
    const { rows } = await tx.query<{
      user_id: string;
      environment_id: string;
      last_credential_id: string;
      expires_at: Date;
      revoked_at: Date | null;
      credential_held: boolean;
      mfa_at: Date | null;
      mfa_method: string | null;
    }>(
      `SELECT user_id, environment_id, last_credential_id, expires_at, revoked_at, mfa_at,
         mfa_method,
         EXISTS (SELECT 1 FROM verified_credentials c
           WHERE c.id = s.last_credential_id AND c.user_id = s.user_id) AS credential_held
       FROM sessions s WHERE id = $1`,
      [sessionId],
    );
    const session = rows[0];
    const expiresAt = session ? new Date(session.expires_at).getTime() : 0;
    if (
      !session ||
      session.revoked_at !== null ||
      expiresAt <= now ||
      session.environment_id !== environmentId ||
      // The credential that proved the session is no longer the user's: whoever holds the
      // token proved nothing the account still vouches for.
      !session.credential_held
    ) {
      // Rolled back: a token refused here is not spent.
      throw invalidRefreshToken();
    }
    const next = newRefreshToken();
    await tx.query(
      'INSERT INTO refresh_tokens (token_hash, session_id, created_at) VALUES ($1, $2, $3)',
      [hashRefreshToken(next), sessionId, new Date(now).toISOString()],
    );
    return sessionAnswer(tx, context, {
      issuer: parameters.issuer,
      session: {
        id: sessionId,
        userId: session.user_id,
        environmentId,
        credentialId: session.last_credential_id,
        expiresAt,
        mfa: sessionMfaOf(session),
      },
      refreshToken: next,
    });
  });
  // Thrown after the commit: the revocation stands.
  if (outcome === 'reused') {
    throw new ServerError(
      401,
      'REFRESH_TOKEN_REUSED',
      'This refresh token was already used: the session is revoked. Sign in again.',
    );
  }
  if (outcome === 'invalid') throw invalidRefreshToken();
  return outcome;
}

function invalidRefreshToken(): ServerError {
  return new ServerError(
    401,
    'REFRESH_TOKEN_INVALID',
    'The refresh token is not valid: it is unknown, expired or signed out. Sign in again.',
  );
}
