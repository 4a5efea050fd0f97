import type { Session } from '@latchkey/core/product-api';
import type { DatabaseQueries } from '../database/database.js';
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
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO sessions (user_id, environment_id, last_credential_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      parameters.userId,
      parameters.environmentId,
      parameters.credentialId,
      new Date(now).toISOString(),
      new Date(expiresAt).toISOString(),
    ],
  );
  const sessionId = (rows[0] as { id: string }).id;
  const refreshToken = newRefreshToken();
  await tx.query(
    'INSERT INTO refresh_tokens (token_hash, session_id, created_at) VALUES ($1, $2, $3)',
    [hashRefreshToken(refreshToken), sessionId, new Date(now).toISOString()],
  );
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
  });
}
