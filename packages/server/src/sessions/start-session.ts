import type { Session } from '@latchkey/core/product-api';
import type { DatabaseQueries } from '../database/database.js';
import {
  CREDENTIAL_COLUMNS,
  type CredentialRow,
  toUserCredential,
} from '../users/user-credential.js';
import { hashRefreshToken, newRefreshToken } from './refresh-token.js';
import { sessionAnswer } from './session-answer.js';
import type { SessionContext } from './session-context.js';

/**
 * Starts a session for a user who just proved a credential: its row, its first refresh token,
 * and an access token. The session is bound to that credential for its whole life: linking
 * another never moves it, and unlinking it ends the session. Run it in the transaction that
 * proved the credential (the nonce burned, the code spent), so a sign-in either issues
 * everything or nothing.
 */
export async function startSession(
  tx: DatabaseQueries,
  context: SessionContext,
  parameters: { issuer: string; environmentId: string; userId: string; credentialId: string },
): Promise<Session> {
  const now = context.now();
  const expiresAt = now + context.settings.sessionSeconds * 1000;
  const refreshToken = newRefreshToken();
  // One round trip: the session, its first refresh token, and the user's credentials as this
  // transaction sees them (what the access token carries).
  const { rows } = await tx.query<{ session_id: string } & Partial<CredentialRow>>(
    `WITH made AS (
       INSERT INTO sessions (user_id, environment_id, last_credential_id, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id),
     token AS (
       INSERT INTO refresh_tokens (token_hash, session_id, created_at)
       SELECT $6, id, $4 FROM made)
     SELECT made.id AS session_id, held.* FROM made
     LEFT JOIN (SELECT ${CREDENTIAL_COLUMNS} FROM verified_credentials WHERE user_id = $1) held
       ON true
     ORDER BY held.created_at, held.id`,
    [
      parameters.userId,
      parameters.environmentId,
      parameters.credentialId,
      new Date(now).toISOString(),
      new Date(expiresAt).toISOString(),
      hashRefreshToken(refreshToken),
    ],
  );
  const sessionId = (rows[0] as { session_id: string }).session_id;
  const credentials = rows
    .filter((row) => row.id !== null && row.id !== undefined)
    .map((row) => toUserCredential(row as CredentialRow));
  return sessionAnswer(tx, context, {
    issuer: parameters.issuer,
    session: {
      id: sessionId,
      userId: parameters.userId,
      environmentId: parameters.environmentId,
      credentialId: parameters.credentialId,
      expiresAt,
    },
    refreshToken,
    credentials,
  });
}
