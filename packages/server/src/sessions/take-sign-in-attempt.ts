import type { DatabaseQueries } from '../database/database.js';
import { takeRateLimit } from '../database/rate-limit.js';
import { ServerError } from '../server-error.js';
import type { SessionContext } from './session-context.js';

/**
 * Counts one sign-in attempt (a passkey proof forwarded) for a client address, in its own bucket,
 * against `challengesPerClientAddress`. A challenge counts in `issueSignInChallenge`'s own
 * statement.
 *
 * @throws {ServerError} 429 `RATE_LIMITED` past the limit.
 */
export async function takeSignInAttempt(
  queries: DatabaseQueries,
  sessions: SessionContext,
  bucket: 'passkey-sign-in',
  clientAddress: string,
): Promise<void> {
  const limit = sessions.settings.challengesPerClientAddress;
  if (!(await takeRateLimit(queries, bucket, clientAddress, limit, sessions.now()))) {
    throw signInAttemptsRefused();
  }
}

/** The 429 for a client address past `challengesPerClientAddress`. */
export function signInAttemptsRefused(): ServerError {
  return new ServerError(429, 'RATE_LIMITED', 'Too many sign-in attempts: try again in a minute');
}
