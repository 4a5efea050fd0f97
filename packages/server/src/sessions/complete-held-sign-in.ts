import type { Session } from '@latchkey/core/product-api';
import type { DatabaseQueries } from '../database/database.js';
import { rememberDevice } from '../mfa/known-devices.js';
import { markSessionMfa, proveSecondFactor } from '../mfa/prove-second-factor.js';
import { recordMfaProvenAddress, takeMfaTry } from '../mfa/take-mfa-try.js';
import type { RouteRequest } from '../routes/api-route.js';
import type { ServerContext } from '../routes/server-context.js';
import { ServerError } from '../server-error.js';
import type { HeldResume } from './held-sign-in.js';
import { hashRefreshToken, isRefreshTokenSpelling, newRefreshToken } from './refresh-token.js';
import { sessionAnswer } from './session-answer.js';
import type { SessionContext } from './session-context.js';

/** A held sign-in's row, as {@link findHeldSignIn} reads it. */
export interface HeldSignInRow {
  readonly sessionId: string;
  readonly userId: string;
  readonly credentialId: string;
  readonly device: string | null;
  readonly resume: HeldResume;
}

/** The 401 for a held sign-in that is unknown, completed, expired or of another environment. */
function heldSignInGone(): ServerError {
  return new ServerError(
    401,
    'SESSION_REQUIRED',
    'The sign-in waiting for a second factor has ended: sign in again',
  );
}

/**
 * The sign-in `pendingSignIn` names, if it still waits in this environment (`FOR UPDATE` in the
 * transaction that completes it, so it completes once).
 *
 * @throws {ServerError} 401 `SESSION_REQUIRED` when there is none.
 */
export async function findHeldSignIn(
  queries: DatabaseQueries,
  request: { pendingSignIn: unknown; environmentId: string; nowMs: number; lock?: boolean },
): Promise<HeldSignInRow> {
  // Only the one spelling of its bytes is looked up, as for a refresh token.
  if (!isRefreshTokenSpelling(request.pendingSignIn)) throw heldSignInGone();
  const { rows } = await queries.query<{
    id: string;
    user_id: string;
    last_credential_id: string;
    held_device: string | null;
    held_resume: string;
  }>(
    `SELECT id, user_id, last_credential_id, held_device, held_resume FROM sessions
     WHERE held_token_hash = $1 AND environment_id = $2 AND expires_at > $3
       AND revoked_at IS NULL ${request.lock ? 'FOR UPDATE' : ''}`,
    [
      hashRefreshToken(request.pendingSignIn),
      request.environmentId,
      new Date(request.nowMs).toISOString(),
    ],
  );
  const row = rows[0];
  if (!row) throw heldSignInGone();
  return {
    sessionId: row.id,
    userId: row.user_id,
    credentialId: row.last_credential_id,
    device: row.held_device,
    resume: JSON.parse(row.held_resume) as HeldResume,
  };
}

/**
 * Completes a sign-in held for a second factor (`verifyMfa` with `pendingSignIn`): the try is
 * counted for the user as any code's, the factor proven, the device remembered as the user's,
 * and the session's tokens issued — all in one transaction, which takes the held sign-in once.
 * What the sign-in still had to do at the custody provider (`resume`) is done by the caller.
 *
 * @throws {ServerError} 401 `SESSION_REQUIRED` for no such sign-in; 400 `MFA_CODE_INVALID`;
 * 400 `MFA_PASSKEY_INVALID`; 429 `RATE_LIMITED`.
 */
export async function completeHeldSignIn(
  server: ServerContext,
  sessions: SessionContext,
  request: RouteRequest<'verifyMfa'>,
): Promise<{ session: Session; resume: HeldResume }> {
  const { body, environmentId, issuer, database, clientAddress } = request;
  const nowMs = server.now();
  const held = { pendingSignIn: body.pendingSignIn, environmentId, nowMs };
  const { userId } = await findHeldSignIn(database, held);
  await takeMfaTry(database, server.mfa, { userId, clientAddress, nowMs });
  return database.transaction(async (tx) => {
    const row = await findHeldSignIn(tx, { ...held, lock: true });
    const { sessionId } = row;
    const method = await proveSecondFactor(tx, {
      userId,
      code: body.code,
      recoveryCode: body.recoveryCode,
      passkey: body.passkey,
      sessionId,
      nowMs,
    });
    await markSessionMfa(tx, sessionId, method, nowMs);
    await recordMfaProvenAddress(tx, { userId, clientAddress, nowMs });
    await rememberDevice(tx, { userId, device: row.device, nowMs });
    const expiresAt = nowMs + sessions.settings.sessionSeconds * 1000;
    await tx.query(
      `UPDATE sessions SET held_token_hash = NULL, held_resume = NULL, held_device = NULL,
         expires_at = $2 WHERE id = $1`,
      [sessionId, new Date(expiresAt).toISOString()],
    );
    const refreshToken = newRefreshToken();
    await tx.query(
      'INSERT INTO refresh_tokens (token_hash, session_id, created_at) VALUES ($1, $2, $3)',
      [hashRefreshToken(refreshToken), sessionId, new Date(nowMs).toISOString()],
    );
    const session = await sessionAnswer(tx, sessions, {
      issuer,
      session: {
        id: sessionId,
        userId,
        environmentId,
        credentialId: row.credentialId,
        expiresAt,
        mfa: { method, at: nowMs },
      },
      refreshToken,
    });
    return { session, resume: row.resume };
  });
}
