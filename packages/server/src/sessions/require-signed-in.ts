import type { DatabaseQueries } from '../database/database.js';
import { isStoredId } from '../users/user-id.js';
import { sessionRequired, verifyOwnAccessToken } from './access-token.js';
import type { SessionContext } from './session-context.js';

/**
 * The signed-in user behind an access token, for a call that acts for them (linking,
 * unlinking): the token must verify, and its session must still be live here (not signed out,
 * not revoked by a refresh token's reuse), which a verifier elsewhere cannot see.
 *
 * @throws {ServerError} 401 `SESSION_REQUIRED`.
 * @example
 * ```ts
 * const { userId, sessionId } = await requireSignedIn(database, context, { token, issuer, environmentId });
 * ```
 */
export async function requireSignedIn(
  queries: DatabaseQueries,
  context: SessionContext,
  request: { token: string | undefined; issuer: string; environmentId: string },
): Promise<{ userId: string; sessionId: string; expiresAt: number; lastCredentialId: string }> {
  const claims = await verifyOwnAccessToken(context, request.token, request);
  if (!isStoredId(claims.sid)) throw sessionRequired('the access token names no session');
  const { rows } = await queries.query<{
    user_id: string;
    expires_at: Date;
    revoked_at: Date | null;
    last_credential_id: string;
  }>('SELECT user_id, expires_at, revoked_at, last_credential_id FROM sessions WHERE id = $1', [
    claims.sid,
  ]);
  const session = rows[0];
  if (!session || session.user_id !== claims.sub || session.revoked_at !== null) {
    throw sessionRequired('the session was signed out');
  }
  return {
    userId: session.user_id,
    sessionId: claims.sid,
    expiresAt: new Date(session.expires_at).getTime(),
    lastCredentialId: session.last_credential_id,
  };
}
