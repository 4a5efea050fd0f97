import { requiredText } from './activity-parameters.js';
import { CustodyApiError } from './custody-api-error.js';
import type { AccountRecord, OrganizationRecord, UserRecord } from './custody-state.js';

/**
 * The user an activity names by `userId`, or `fallback` (the caller) when it names none.
 *
 * @throws {CustodyApiError} 5 'user not found: …'.
 */
export function findUser(
  organization: OrganizationRecord,
  userId: unknown,
  fallback: UserRecord,
): UserRecord {
  if (userId === undefined) return fallback;
  const user = organization.users.find((candidate) => candidate.userId === userId);
  if (!user) throw new CustodyApiError(5, `user not found: ${String(userId)}`, 'NOT_FOUND');
  return user;
}

/**
 * The wallet account of this organization with the address `signWith`.
 *
 * @throws {CustodyApiError} 3 when `signWith` is missing, 5 when no account has it.
 */
export function findAccount(organization: OrganizationRecord, signWith: unknown): AccountRecord {
  const key = requiredText(signWith, 'signWith');
  for (const wallet of organization.wallets) {
    const account = wallet.accounts.find((candidate) => candidate.address === key);
    if (account) return account;
  }
  throw new CustodyApiError(
    5,
    `no wallet account for signWith ${key} in this organization`,
    'NOT_FOUND',
  );
}
