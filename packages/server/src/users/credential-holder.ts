import type { DatabaseQueries } from '../database/database.js';
import { type CredentialKey, credentialValue } from './new-credential.js';

/**
 * The id of the user holding the credential `key` names, or `undefined` when nobody does.
 *
 * @throws {ServerError} 400 `INVALID_REQUEST` for a key without its value (or an invalid email).
 */
export async function credentialHolder(
  queries: DatabaseQueries,
  key: CredentialKey,
): Promise<string | undefined> {
  const { kind, value } = credentialValue(key);
  const { rows } = await queries.query<{ user_id: string }>(
    'SELECT user_id FROM verified_credentials WHERE kind = $1 AND value = $2',
    [kind, value],
  );
  return rows[0]?.user_id;
}
