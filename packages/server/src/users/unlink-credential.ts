import type { Database, DatabaseQueries } from '../database/database.js';
import { ServerError } from '../server-error.js';
import { readUserCredentials, type UserCredential } from './user-credential.js';
import { isStoredId } from './user-id.js';

/**
 * Removes one of a user's credentials, never their last: a user always has a way back in.
 * Every session that credential proved is revoked in the same transaction, on every instance:
 * whoever signed in with it is signed out the moment it goes. Concurrent unlinks of one user
 * queue on the user's row, so two credentials unlinked at once never leave none.
 *
 * @param options.now When it happens (milliseconds); defaults to `Date.now`.
 * @returns The credentials the user still holds, how many sessions ended, and the one removed.
 * @throws {ServerError} 409 `LAST_CREDENTIAL` for the user's last credential; 404 `NOT_FOUND`
 *   for a user or a credential that is not theirs (another user's is not told apart).
 */
export async function unlinkCredential(
  database: Database,
  userId: string,
  credentialId: string,
  options: { now?: () => number } = {},
): Promise<{ credentials: UserCredential[]; endedSessions: number; removed: UserCredential }> {
  if (!isStoredId(userId) || !isStoredId(credentialId)) throw notTheirs();
  return database.transaction(async (tx) => {
    const user = await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    if (user.rows.length === 0) throw notTheirs();
    return removeCredential(tx, userId, credentialId, (options.now ?? Date.now)());
  });
}

/**
 * {@link unlinkCredential}'s work inside a transaction that already holds the user's row `FOR
 * UPDATE` (the unlink route's, which checks the acting session under the same lock).
 *
 * @param options.signedInWith The credential the acting session was signed in with: it is not
 *   removed from under it (sign in with another one first).
 * @throws {ServerError} as {@link unlinkCredential}; 409 `CREDENTIAL_IN_USE` for `signedInWith`.
 */
export async function removeCredential(
  tx: DatabaseQueries,
  userId: string,
  credentialId: string,
  nowMs: number,
  options: { signedInWith?: string | undefined } = {},
): Promise<{ credentials: UserCredential[]; endedSessions: number; removed: UserCredential }> {
  if (!isStoredId(credentialId)) throw notTheirs();
  const held = await readUserCredentials(tx, userId);
  const removed = held.find((credential) => credential.id === credentialId);
  if (!removed) throw notTheirs();
  if (held.length === 1) {
    throw new ServerError(
      409,
      'LAST_CREDENTIAL',
      "A user's last credential cannot be unlinked; link another one first",
    );
  }
  if (credentialId === options.signedInWith) {
    throw new ServerError(
      409,
      'CREDENTIAL_IN_USE',
      'This session was signed in with that credential: sign in with another one to remove it',
    );
  }
  await tx.query('DELETE FROM verified_credentials WHERE id = $1 AND user_id = $2', [
    credentialId,
    userId,
  ]);
  const ended = await tx.query(
    `UPDATE sessions SET revoked_at = $3, revoked_reason = 'credential unlinked'
     WHERE last_credential_id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING 1`,
    [credentialId, userId, new Date(nowMs).toISOString()],
  );
  return {
    credentials: held.filter((credential) => credential.id !== credentialId),
    endedSessions: ended.rows.length,
    removed,
  };
}

function notTheirs(): ServerError {
  return new ServerError(404, 'NOT_FOUND', 'No such credential for this user');
}
