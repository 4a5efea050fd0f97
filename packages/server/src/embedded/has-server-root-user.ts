import type { CustodyClient } from '../custody/create-custody-client.js';
import { SERVER_ROOT_USER_NAME } from './create-user-organization.js';

/**
 * Whether the server has its own user in a sub-organization: every one it made since linking
 * came (see `createUserOrganization`); older ones have only the end user.
 *
 * @throws {ServerError} 502 `CUSTODY_ERROR` when the provider cannot be asked.
 */
export async function hasServerRootUser(
  custody: CustodyClient,
  organizationId: string,
): Promise<boolean> {
  const { users } = await custody.query(() => custody.client.getUsers({ organizationId }));
  return users.some((user) => user.userName === SERVER_ROOT_USER_NAME);
}
