import type { DatabaseQueries } from '../database/database.js';
import { hashRefreshToken } from './refresh-token.js';

/**
 * Signs a session out: revokes it, so none of its refresh tokens is accepted again by any
 * instance (its access tokens end at their expiry, minutes away). The session is found by a
 * refresh token of it or by its id (from a verified access token). Revoking twice is a no-op.
 */
export async function revokeSession(
  queries: DatabaseQueries,
  by: { refreshToken?: string | undefined; sessionId?: string | undefined; environmentId: string },
  now: number,
): Promise<boolean> {
  const hash =
    typeof by.refreshToken === 'string' && by.refreshToken.length <= 128
      ? hashRefreshToken(by.refreshToken)
      : null;
  const { rows } = await queries.query(
    `UPDATE sessions SET revoked_at = $4, revoked_reason = 'signed out'
     WHERE environment_id = $3 AND revoked_at IS NULL AND (
       id IN (SELECT session_id FROM refresh_tokens WHERE token_hash = $1)
       OR id::text = $2)
     RETURNING id`,
    [hash, by.sessionId ?? null, by.environmentId, new Date(now).toISOString()],
  );
  return rows.length > 0;
}
