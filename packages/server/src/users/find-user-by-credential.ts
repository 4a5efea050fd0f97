import type { DatabaseQueries } from '../database/database.js';
import { type CredentialKey, credentialValue } from './new-credential.js';
import { readUserCredentials, type UserCredential } from './user-credential.js';

/** A user and every credential they hold. */
export interface UserWithCredentials {
  readonly userId: string;
  readonly credentials: readonly UserCredential[];
}

/**
 * The user holding the credential `key` names, with all their credentials.
 *
 * @returns `undefined` when nobody holds it.
 * @throws {ServerError} 400 `INVALID_REQUEST` for a key without its value (or an invalid email).
 */
export async function findUserByCredential(
  queries: DatabaseQueries,
  key: CredentialKey,
): Promise<UserWithCredentials | undefined> {
  const { kind, value } = credentialValue(key);
  const { rows } = await queries.query<{ user_id: string }>(
    'SELECT user_id FROM verified_credentials WHERE kind = $1 AND value = $2',
    [kind, value],
  );
  const userId = rows[0]?.user_id;
  if (userId === undefined) return undefined;
  return { userId, credentials: await readUserCredentials(queries, userId) };
}
