import type { CustodyClient } from '../custody/create-custody-client.js';
import type { Database } from '../database/database.js';

/**
 * What the email lookup needs: the server's database and the custody provider, as the parent
 * organization.
 */
export interface EmailUserLookup {
  database: Database;
  custody: CustodyClient;
}

/** An embedded-wallet user: their custody sub-organization and their user in it. */
export interface EmailUser {
  organizationId: string;
  userId: string;
}

/**
 * The user whose proven email this is: from the database, else from the custody provider's
 * records (its sub-organizations with that verified email), which are then remembered. Only
 * emails proven by a code count: a passkey sign-up never attaches one.
 *
 * @param email Normalized (`normalizeEmail`).
 * @returns `undefined` when no user has proven this email.
 * @throws {ServerError} 502 `CUSTODY_ERROR` when the provider cannot be asked.
 */
export async function findUserByEmail(
  lookup: EmailUserLookup,
  email: string,
): Promise<EmailUser | undefined> {
  const { rows } = await lookup.database.query<{ organization_id: string; user_id: string }>(
    'SELECT organization_id, user_id FROM embedded_users WHERE email = $1',
    [email],
  );
  const row = rows[0];
  if (row) return { organizationId: row.organization_id, userId: row.user_id };
  // A database restored from an older backup: the provider still knows verified emails.
  const { custody } = lookup;
  const found = await custody.query(() =>
    custody.client.getVerifiedSubOrgIds({
      organizationId: custody.organizationId,
      filterType: 'EMAIL',
      filterValue: email,
    }),
  );
  const organizationId = found.organizationIds[0];
  if (!organizationId) return undefined;
  const me = await custody.query(() => custody.client.getUsers({ organizationId }));
  const userId = me.users.find((user) => user.userEmail?.toLowerCase() === email)?.userId;
  if (!userId) return undefined;
  await rememberUserEmail(lookup.database, email, { organizationId, userId });
  return { organizationId, userId };
}

/** Records that `email` (proven) belongs to `user`; an email already taken keeps its user. */
export async function rememberUserEmail(
  database: Database,
  email: string,
  user: EmailUser,
): Promise<void> {
  await database.query(
    `INSERT INTO embedded_users (email, organization_id, user_id) VALUES ($1, $2, $3)
     ON CONFLICT (email) DO NOTHING`,
    [email, user.organizationId, user.userId],
  );
}
