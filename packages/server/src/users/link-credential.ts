import type { Database } from '../database/database.js';
import { ServerError } from '../server-error.js';
import { keepCredential } from './keep-credential.js';
import type { NewCredential } from './new-credential.js';
import type { UserCredential } from './user-credential.js';
import { isStoredId } from './user-id.js';

/**
 * Links a credential the signed-in user just proved to them. Proven again by its holder, it
 * is kept and its `lastVerifiedAt` moves; held by another user, it is refused, nothing changed.
 * Of concurrent links of one credential (any instances), exactly one stores it.
 *
 * @param options.now When the credential was verified (milliseconds); defaults to `Date.now`.
 * @throws {ServerError} 409 `CREDENTIAL_LINKED_ELSEWHERE` when another user holds it; 404
 *   `NOT_FOUND` when there is no such user.
 */
export async function linkCredential(
  database: Database,
  userId: string,
  credential: NewCredential,
  options: { now?: () => number } = {},
): Promise<UserCredential> {
  const at = new Date((options.now ?? Date.now)());
  if (!isStoredId(userId)) throw noSuchUser();
  return database.transaction(async (tx) => {
    // Held for share: an unlink or a deletion of this user waits until the link is done.
    const user = await tx.query('SELECT 1 FROM users WHERE id = $1 FOR SHARE', [userId]);
    if (user.rows.length === 0) throw noSuchUser();
    return keepCredential(tx, userId, credential, at);
  });
}

function noSuchUser(): ServerError {
  return new ServerError(404, 'NOT_FOUND', 'No such user');
}
