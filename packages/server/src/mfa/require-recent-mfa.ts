import type { MfaAction } from '@latchkey/core/product-api';
import type { DatabaseQueries } from '../database/database.js';
import { ServerError } from '../server-error.js';
import type { MfaSettings } from './mfa-options.js';

/** The 403 for an action that needs a second factor the session has not proven recently. */
export function mfaRequired(): ServerError {
  return new ServerError(
    403,
    'MFA_REQUIRED',
    'This needs your second factor: verify it, then try again',
  );
}

/**
 * Refuses a guarded action (`action`, or `'always'` for adding a factor or new recovery codes)
 * unless the session proved a second factor within the window — read from the session's row,
 * never from the token the browser sent. A user with no factor in force is not asked, except for
 * `'always'`: their session must have signed in within `recentSignInSeconds`, so a session stolen long ago
 * cannot put a factor of its own on the account and lock its owner out.
 *
 * @throws {ServerError} 403 `MFA_REQUIRED`; 403 `RECENT_SIGN_IN_REQUIRED`.
 */
export async function requireRecentMfa(
  queries: DatabaseQueries,
  settings: MfaSettings,
  request: { userId: string; sessionId: string; action: MfaAction | 'always'; nowMs: number },
): Promise<void> {
  if (request.action !== 'always' && !settings.require.has(request.action)) return;
  const { rows } = await queries.query<{
    mfa_at: Date | string | null;
    created_at: Date | string;
    has_factor: boolean;
  }>(
    `SELECT s.mfa_at, s.created_at, EXISTS (SELECT 1 FROM mfa_factors f
       WHERE f.user_id = s.user_id AND f.confirmed_at IS NOT NULL) AS has_factor
     FROM sessions s WHERE s.id = $1 AND s.user_id = $2`,
    [request.sessionId, request.userId],
  );
  const session = rows[0];
  const windowMs = settings.windowSeconds * 1000;
  if (session && !session.has_factor && request.action === 'always') {
    const signedInAt = new Date(session.created_at).getTime();
    if (request.nowMs - signedInAt <= settings.recentSignInSeconds * 1000) return;
    throw new ServerError(
      403,
      'RECENT_SIGN_IN_REQUIRED',
      'Sign in again to set up a second factor: this session is too old',
    );
  }
  if (!session?.has_factor) return;
  const provenAt = session.mfa_at === null ? 0 : new Date(session.mfa_at).getTime();
  if (request.nowMs - provenAt <= windowMs) return;
  throw mfaRequired();
}
