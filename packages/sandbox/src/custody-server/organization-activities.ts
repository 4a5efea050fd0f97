import { randomUUID } from 'node:crypto';
import type { ActivityContext, ActivityOutcome } from './activity-context.js';
import { parameterList, requiredText } from './activity-parameters.js';
import { createWalletRecord } from './create-wallet-record.js';
import { checkNewApiKeys } from './credential-lifetimes.js';
import { invalidArgument } from './custody-api-error.js';
import type { OrganizationRecord, UserRecord } from './custody-state.js';
import { findUser } from './find-in-organization.js';
import { attachOauthProviders } from './oauth-activities.js';
import { toApiKeyRecord } from './to-api-key-record.js';
import { toAuthenticatorRecord } from './to-authenticator-record.js';
import { readVerificationToken } from './verification-token.js';

async function createUserRecord(
  request: Record<string, unknown>,
  context: ActivityContext,
  organization: OrganizationRecord,
): Promise<UserRecord> {
  checkNewApiKeys(
    organization,
    parameterList(request.apiKeys, 'apiKeys'),
    context.principal.apiKey,
  );
  const user: UserRecord = {
    userId: randomUUID(),
    userName: requiredText(request.userName, 'userName'),
    ...(typeof request.userEmail === 'string' ? { userEmail: request.userEmail } : {}),
    apiKeys: parameterList(request.apiKeys, 'apiKeys').map((key) =>
      toApiKeyRecord(key, context.now),
    ),
    authenticators: await Promise.all(
      parameterList(request.authenticators, 'authenticators').map((a) =>
        toAuthenticatorRecord(a, context.webauthn, context.now),
      ),
    ),
  };
  // Each `{ providerName, oidcToken }` verified against its issuer, as the provider does.
  await attachOauthProviders(context, organization, user, request.oauthProviders);
  return user;
}

/**
 * The token proves one root user's email: that user's email is verified, once, and a verified
 * email belongs to one user under this parent.
 */
function verifyRootUserEmail(
  context: ActivityContext,
  organization: OrganizationRecord,
  token: unknown,
): void {
  const { state } = context;
  const parentId = context.organization.organizationId;
  const claims = readVerificationToken(state, token, parentId, context.now);
  const issued = state.verificationTokens?.[claims.id];
  if (!issued || issued.usedForSignUp) throw invalidArgument('verification token already used');
  const user = organization.users.find((u) => u.userEmail?.toLowerCase() === claims.contact);
  if (!user) throw invalidArgument('no root user has the verified email');
  const taken = Object.values(state.organizations).some(
    (other) =>
      other.parentOrganizationId === parentId &&
      other.users.some((u) => u.emailVerified && u.userEmail?.toLowerCase() === claims.contact),
  );
  if (taken) throw invalidArgument('the email already belongs to another user');
  user.emailVerified = true;
  issued.usedForSignUp = true;
}

/**
 * `create_sub_organization`: a sub-organization of the caller's with its root users (their API
 * keys, passkeys and OpenID providers), optionally a wallet, and with a `verificationToken` one
 * root user's email verified.
 *
 * @throws {CustodyApiError} 3 for a bad request, an empty `rootUsers` or a token refused.
 */
export async function createSubOrganization(context: ActivityContext): Promise<ActivityOutcome> {
  const { parameters, state } = context;
  const organization: OrganizationRecord = {
    organizationId: randomUUID(),
    organizationName: requiredText(parameters.subOrganizationName, 'subOrganizationName'),
    parentOrganizationId: context.organization.organizationId,
    users: [],
    wallets: [],
  };
  for (const request of parameterList(parameters.rootUsers, 'rootUsers')) {
    organization.users.push(await createUserRecord(request, context, organization));
  }
  if (organization.users.length === 0) throw invalidArgument('rootUsers must not be empty');
  if (parameters.verificationToken !== undefined) {
    verifyRootUserEmail(context, organization, parameters.verificationToken);
  }
  const wallet =
    parameters.wallet && typeof parameters.wallet === 'object'
      ? createWalletRecord(parameters.wallet as Record<string, unknown>, context.now)
      : undefined;
  if (wallet) organization.wallets.push(wallet);
  state.organizations[organization.organizationId] = organization;
  return {
    resultKey: 'createSubOrganizationResultV7',
    result: {
      subOrganizationId: organization.organizationId,
      ...(wallet
        ? {
            wallet: { walletId: wallet.walletId, addresses: wallet.accounts.map((a) => a.address) },
          }
        : {}),
      rootUserIds: organization.users.map((user) => user.userId),
    },
  };
}

/** `create_users`: more users in the caller's organization. */
export async function createUsers(context: ActivityContext): Promise<ActivityOutcome> {
  const users: UserRecord[] = [];
  for (const request of parameterList(context.parameters.users, 'users'))
    users.push(await createUserRecord(request, context, context.organization));
  context.organization.users.push(...users);
  return {
    resultKey: 'createUsersResult',
    result: { userIds: users.map((user) => user.userId) },
  };
}

/** `update_user`: a new user name or email (the caller unless `userId` names another). */
export function updateUser({
  organization,
  principal,
  parameters,
}: ActivityContext): ActivityOutcome {
  const user = findUser(organization, parameters.userId, principal.user);
  if (typeof parameters.userName === 'string') user.userName = parameters.userName;
  if (typeof parameters.userEmail === 'string') user.userEmail = parameters.userEmail;
  return { resultKey: 'updateUserResult', result: { userId: user.userId } };
}
