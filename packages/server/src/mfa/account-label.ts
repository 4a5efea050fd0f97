import type { DatabaseQueries } from '../database/database.js';
import { readUserCredentials } from '../users/user-credential.js';

/**
 * What an authenticator app or a passkey prompt calls the user's account: their email, else
 * their first wallet's address, else 'Account'.
 */
export async function accountLabel(queries: DatabaseQueries, userId: string): Promise<string> {
  const credentials = await readUserCredentials(queries, userId);
  return (
    credentials.find((credential) => credential.kind === 'email')?.value ??
    credentials.find((credential) => credential.address)?.address ??
    'Account'
  );
}
