import type { Database } from '../database/database.js';
import { ServerError } from '../server-error.js';
import { readUserCredentials, type UserCredential } from './user-credential.js';
import { isStoredId } from './user-id.js';

/**
 * Removes one of a user's credentials, never their last: a user always has a way back in.
 * Concurrent unlinks of one user queue on the user's row, so two credentials unlinked at once
 * never leave none.
 *
 * @returns The credentials the user still holds.
 * @throws {ServerError} 409 `LAST_CREDENTIAL` for the user's last credential; 404 `NOT_FOUND`
 *   for a user or a credential that is not theirs (another user's is not told apart).
 * @example
 * ```ts
 * const left = await unlinkCredential(database, session.userId, credentialId);
 * ```
 */
export async function unlinkCredential(
  database: Database,
  userId: string,
  credentialId: string,
): Promise<UserCredential[]> {
  if (!isStoredId(userId) || !isStoredId(credentialId)) throw notTheirs();
  return database.transaction(async (tx) => {
    const user = await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    if (user.rows.length === 0) throw notTheirs();
    const held = await readUserCredentials(tx, userId);
    if (!held.some((credential) => credential.id === credentialId)) throw notTheirs();
    if (held.length === 1) {
      throw new ServerError(
        409,
        'LAST_CREDENTIAL',
        "A user's last credential cannot be unlinked; link another one first",
      );
    }
    await tx.query('DELETE FROM verified_credentials WHERE id = $1 AND user_id = $2', [
      credentialId,
      userId,
    ]);
    return held.filter((credential) => credential.id !== credentialId);
  });
}

function notTheirs(): ServerError {
  return new ServerError(404, 'NOT_FOUND', 'No such credential for this user');
}
