import type { CustodyClient } from '../custody/create-custody-client.js';
import type { DatabaseQueries } from '../database/database.js';
import { hasServerRootUser } from '../embedded/has-server-root-user.js';

/**
 * An unlinked email stops signing in to the user's wallet: its record goes, and the custody
 * provider forgets it on the wallet's user (by the server's root user there), so neither the
 * server nor the provider's own lookup by email finds the wallet again. A sub-organization made
 * before the server had a root user there is left as it was (the provider keeps the email).
 * Run it in the unlink's transaction: a provider that refuses rolls the unlink back.
 *
 * @throws {ServerError} 502 `CUSTODY_ERROR` when the provider refuses or cannot be reached.
 */
export async function forgetCustodyEmail(
  tx: DatabaseQueries,
  custody: CustodyClient | undefined,
  email: string,
  now: () => number,
): Promise<void> {
  const { rows } = await tx.query<{ organization_id: string; user_id: string }>(
    'DELETE FROM embedded_users WHERE email = $1 RETURNING organization_id, user_id',
    [email],
  );
  const held = rows[0];
  if (!held || !custody) return;
  const organizationId = held.organization_id;
  if (!(await hasServerRootUser(custody, organizationId))) return;
  await custody.run(custody.client.updateUserEmail, {
    type: 'ACTIVITY_TYPE_UPDATE_USER_EMAIL',
    timestampMs: String(now()),
    organizationId,
    parameters: { userId: held.user_id, userEmail: '' },
  });
}
