import type { DatabaseQueries } from '../database/database.js';
import { isStoredId } from '../users/user-id.js';
import { sessionRequired, verifyOwnAccessToken } from './access-token.js';
import type { SessionContext } from './session-context.js';
import { type SessionMfa, sessionMfaOf } from './session-mfa.js';

/** The signed-in user behind a request, as {@link requireSignedIn} reads them. */
export interface SignedIn {
  readonly userId: string;
  readonly sessionId: string;
  readonly expiresAt: number;
  /** The credential whose proof started the session: it never moves. */
  readonly credentialId: string;
  /** When and how the session last proved a second factor. */
  readonly mfa: SessionMfa | undefined;
}

/**
 * The signed-in user behind an access token, for a call that acts for them (linking,
 * unlinking, signing out everywhere): the token must verify, and its session must still be live
 * here — not signed out, not revoked, and its proving credential still the user's — which a
 * verifier elsewhere cannot see.
 *
 * Run it in the transaction that acts, with `lockUser`: the user's row is locked before the
 * session is read (`'share'` for a link, `'update'` for an unlink or a sign-out everywhere), so
 * an unlink that revokes this session and this call are ordered: once the unlink commits, no
 * link or unlink of the revoked session commits after it.
 *
 * @throws {ServerError} 401 `SESSION_REQUIRED`.
 */
export async function requireSignedIn(
  queries: DatabaseQueries,
  context: SessionContext,
  request: {
    token: string | undefined;
    issuer: string;
    environmentId: string;
    lockUser?: 'share' | 'update' | undefined;
  },
): Promise<SignedIn> {
  const claims = await verifyOwnAccessToken(context, request.token, request);
  if (!isStoredId(claims.sid) || !isStoredId(claims.sub)) {
    throw sessionRequired('the access token names no session');
  }
  if (request.lockUser) {
    const lock = request.lockUser === 'update' ? 'FOR UPDATE' : 'FOR SHARE';
    await queries.query(`SELECT 1 FROM users WHERE id = $1 ${lock}`, [claims.sub]);
  }
  const { rows } = await queries.query<{
    user_id: string;
    expires_at: Date;
    revoked_at: Date | null;
    last_credential_id: string;
    credential_held: boolean;
    mfa_at: Date | null;
    mfa_method: string | null;
  }>(
    `SELECT user_id, expires_at, revoked_at, last_credential_id, mfa_at, mfa_method,
       EXISTS (SELECT 1 FROM verified_credentials c
         WHERE c.id = s.last_credential_id AND c.user_id = s.user_id) AS credential_held
     FROM sessions s WHERE id = $1`,
    [claims.sid],
  );
  const session = rows[0];
  if (!session || session.user_id !== claims.sub || session.revoked_at !== null) {
    throw sessionRequired('the session was signed out');
  }
  if (!session.credential_held) {
    throw sessionRequired('the credential this session was signed in with was removed');
  }
  return {
    userId: session.user_id,
    sessionId: claims.sid,
    expiresAt: new Date(session.expires_at).getTime(),
    credentialId: session.last_credential_id,
    mfa: sessionMfaOf(session),
  };
}
