import type { DatabaseQueries } from '../database/database.js';
import { credentialLinkedElsewhere } from './credential-linked-elsewhere.js';
import { insertCredential } from './insert-credential.js';
import { credentialValue, type NewCredential } from './new-credential.js';
import {
  CREDENTIAL_COLUMNS,
  type CredentialRow,
  toUserCredential,
  type UserCredential,
} from './user-credential.js';

/**
 * Keeps a credential `userId` just proved, in the caller's transaction: stored when nobody held
 * it, or — held already by this user (a concurrent link's commit included) — its
 * `lastVerifiedAt` moved to `at`. Held by anyone else, it is refused and nothing changes.
 *
 * @throws {ServerError} 409 `CREDENTIAL_LINKED_ELSEWHERE`.
 */
export async function keepCredential(
  tx: DatabaseQueries,
  userId: string,
  credential: NewCredential,
  at: Date,
): Promise<UserCredential> {
  const stored = await insertCredential(tx, userId, credential, at);
  if (stored) return stored;
  const { kind, value } = credentialValue(credential);
  const { rows } = await tx.query<CredentialRow>(
    `UPDATE verified_credentials SET last_verified_at = $4
     WHERE kind = $1 AND value = $2 AND user_id = $3
     RETURNING ${CREDENTIAL_COLUMNS}`,
    [kind, value, userId, at.toISOString()],
  );
  if (!rows[0]) throw credentialLinkedElsewhere();
  return toUserCredential(rows[0]);
}
