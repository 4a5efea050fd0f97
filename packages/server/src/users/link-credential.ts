import type { Database } from '../database/database.js';
import { ServerError } from '../server-error.js';
import { credentialLinkedElsewhere } from './credential-linked-elsewhere.js';
import { insertCredential } from './insert-credential.js';
import { credentialValue, type NewCredential } from './new-credential.js';
import {
  CREDENTIAL_COLUMNS,
  type CredentialRow,
  toUserCredential,
  type UserCredential,
} from './user-credential.js';
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
  const { kind, value } = credentialValue(credential);
  if (!isStoredId(userId)) throw noSuchUser();
  return database.transaction(async (tx) => {
    // Held for share: an unlink or a deletion of this user waits until the link is done.
    const user = await tx.query('SELECT 1 FROM users WHERE id = $1 FOR SHARE', [userId]);
    if (user.rows.length === 0) throw noSuchUser();
    const stored = await insertCredential(tx, userId, credential, at);
    if (stored) return stored;
    // Held already (a concurrent link's commit included): only its own holder proves it again.
    const { rows } = await tx.query<CredentialRow>(
      `UPDATE verified_credentials SET last_verified_at = $4
       WHERE kind = $1 AND value = $2 AND user_id = $3
       RETURNING ${CREDENTIAL_COLUMNS}`,
      [kind, value, userId, at.toISOString()],
    );
    if (!rows[0]) throw credentialLinkedElsewhere();
    return toUserCredential(rows[0]);
  });
}

function noSuchUser(): ServerError {
  return new ServerError(404, 'NOT_FOUND', 'No such user');
}
