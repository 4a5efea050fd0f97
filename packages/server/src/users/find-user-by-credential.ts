import type { DatabaseQueries } from '../database/database.js';
import { credentialHolder } from './credential-holder.js';
import type { CredentialKey } from './new-credential.js';
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
  const userId = await credentialHolder(queries, key);
  if (userId === undefined) return undefined;
  return { userId, credentials: await readUserCredentials(queries, userId) };
}
