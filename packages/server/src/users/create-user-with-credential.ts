import type { Database } from '../database/database.js';
import { credentialLinkedElsewhere } from './credential-linked-elsewhere.js';
import type { UserWithCredentials } from './find-user-by-credential.js';
import { insertCredential } from './insert-credential.js';
import type { NewCredential } from './new-credential.js';

/**
 * A new user (a random UUID of the server's) holding `credential`, just proven: both stored, or
 * neither.
 *
 * @param options.now When the credential was verified (milliseconds); defaults to `Date.now`.
 * @throws {ServerError} 409 `CREDENTIAL_LINKED_ELSEWHERE` when someone holds the credential
 *   already (no user is made: look the holder up with `findUserByCredential` first).
 */
export async function createUserWithCredential(
  database: Database,
  credential: NewCredential,
  options: { now?: () => number } = {},
): Promise<UserWithCredentials> {
  const at = new Date((options.now ?? Date.now)());
  return database.transaction(async (tx) => {
    const userId = crypto.randomUUID();
    const stored = await insertCredential(tx, userId, credential, at, { makeUser: true });
    // Thrown inside the transaction: the user just made is rolled back with it.
    if (!stored) throw credentialLinkedElsewhere();
    return { userId, credentials: [stored] };
  });
}
