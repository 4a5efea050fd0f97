import { randomUUID } from 'node:crypto';
import type { ActivityContext, ActivityOutcome } from './activity-context.js';
import { parameterList, requiredText } from './activity-parameters.js';
import { LOGIN_CREDENTIAL_MAX_SECONDS, lifetimeSeconds } from './credential-lifetimes.js';
import { CustodyApiError, invalidArgument } from './custody-api-error.js';
import type { OAuthProviderRecord, OrganizationRecord, UserRecord } from './custody-state.js';
import { findUser } from './find-in-organization.js';
import { logInKey, readLoginPublicKey } from './log-in-key.js';
import { oidcNonceFor, type VerifiedOidcToken, verifyOidcToken } from './verify-oidc-token.js';

/** The credential type an `oauth_login` key gets. */
export const OAUTH_CREDENTIAL_TYPE = 'CREDENTIAL_TYPE_OAUTH_KEY_P256';

/** Issuers whose verified email the emulator trusts to link a token to a user, unless configured. */
export const DEFAULT_OAUTH_EMAIL_ISSUERS: readonly string[] = ['https://accounts.google.com'];

const sameProvider = (token: VerifiedOidcToken) => (provider: OAuthProviderRecord) =>
  provider.issuer === token.issuer &&
  provider.audience === token.audience &&
  provider.subject === token.subject;

const holder = (organization: OrganizationRecord, token: VerifiedOidcToken) =>
  organization.users.find((user) => user.oauthProviders?.some(sameProvider(token)));

function providerRecord(
  providerName: string,
  token: VerifiedOidcToken,
  now: number,
): OAuthProviderRecord {
  return {
    providerId: randomUUID(),
    providerName,
    issuer: token.issuer,
    audience: token.audience,
    subject: token.subject,
    createdAt: now,
  };
}

/**
 * Verifies each `{ providerName, oidcToken }` and attaches the provider (issuer, audience,
 * subject) to `user`; one another user of the organization already has is refused.
 *
 * @throws {CustodyApiError} 3 for a token refused or a provider already taken.
 */
export async function attachOauthProviders(
  context: ActivityContext,
  organization: OrganizationRecord,
  user: UserRecord,
  requests: unknown,
): Promise<string[]> {
  const providerIds: string[] = [];
  for (const request of parameterList(requests, 'oauthProviders')) {
    const providerName = requiredText(request.providerName, 'oauthProviders[].providerName');
    const token = await verifyOidcToken(request.oidcToken, context.now);
    const owner = holder(organization, token);
    if (owner && owner !== user) {
      throw invalidArgument('the oauth provider already belongs to another user');
    }
    if (owner) continue;
    const record = providerRecord(providerName, token, context.now);
    user.oauthProviders = [...(user.oauthProviders ?? []), record];
    providerIds.push(record.providerId);
  }
  return providerIds;
}

/**
 * `create_oauth_providers`: more ways for a user (the caller unless `userId` names another) to
 * sign in, each proven by a token from the provider.
 */
export async function createOauthProviders(context: ActivityContext): Promise<ActivityOutcome> {
  const { organization, parameters, principal } = context;
  const user = findUser(organization, parameters.userId, principal.user);
  const providerIds = await attachOauthProviders(
    context,
    organization,
    user,
    parameters.oauthProviders,
  );
  return { resultKey: 'createOauthProvidersResult', result: { providerIds } };
}

/**
 * `delete_oauth_providers`: removes a user's providers by id.
 *
 * @throws {CustodyApiError} 5 for an id the user does not have.
 */
export function deleteOauthProviders(context: ActivityContext): ActivityOutcome {
  const { organization, parameters, principal } = context;
  const user = findUser(organization, parameters.userId, principal.user);
  const ids = Array.isArray(parameters.providerIds) ? parameters.providerIds.map(String) : [];
  for (const id of ids) {
    if (!user.oauthProviders?.some((provider) => provider.providerId === id)) {
      throw new CustodyApiError(5, `oauth provider not found: ${id}`, 'NOT_FOUND');
    }
  }
  if (user.oauthProviders) {
    user.oauthProviders = user.oauthProviders.filter((p) => !ids.includes(p.providerId));
  }
  return { resultKey: 'deleteOauthProvidersResult', result: { providerIds: ids } };
}

// Turnkey's social linking: a token with no user yet reaches the user whose verified email it
// carries — only when the token says the email is verified and its issuer is trusted for that.
function linkByVerifiedEmail(
  context: ActivityContext,
  token: VerifiedOidcToken,
): UserRecord | undefined {
  const trusted = context.options.oauthEmailIssuers ?? DEFAULT_OAUTH_EMAIL_ISSUERS;
  if (!token.emailVerified || token.email === undefined || !trusted.includes(token.issuer)) {
    return undefined;
  }
  const user = context.organization.users.find(
    (candidate) => candidate.emailVerified && candidate.userEmail?.toLowerCase() === token.email,
  );
  if (user) {
    const record = providerRecord(new URL(token.issuer).hostname, token, context.now);
    user.oauthProviders = [...(user.oauthProviders ?? []), record];
  }
  return user;
}

/**
 * Logs a user in with an OIDC token (`oauth_login`, submitted by the parent organization on the
 * user's sub-organization): the token verified against its issuer, its `nonce` the SHA-256 of
 * `publicKey`, its (issuer, audience, subject) a provider of a user here — or its verified email,
 * from a trusted issuer, a user's verified email (the provider is then attached). The key becomes
 * an expiring API key of that user (900 s unless asked), and a session token is returned.
 *
 * @throws {CustodyApiError} 3 for a token refused, a nonce for another key or a bad key or
 * lifetime; 7 when no user of the organization has that provider.
 */
export async function oauthLogin(context: ActivityContext): Promise<ActivityOutcome> {
  const { parameters, organization, now } = context;
  if (!organization.parentOrganizationId) {
    throw invalidArgument('oauth_login is for a sub-organization');
  }
  const publicKey = readLoginPublicKey(parameters.publicKey);
  const expirationSeconds = lifetimeSeconds(
    parameters.expirationSeconds,
    900,
    LOGIN_CREDENTIAL_MAX_SECONDS,
  );
  const token = await verifyOidcToken(parameters.oidcToken, now);
  if (token.nonce !== oidcNonceFor(publicKey)) {
    throw invalidArgument('oidc token nonce does not match the public key');
  }
  const user = holder(organization, token) ?? linkByVerifiedEmail(context, token);
  if (!user) {
    throw new CustodyApiError(
      7,
      'permission denied: no user of this organization has that oauth provider',
      'PERMISSION_DENIED',
    );
  }
  return logInKey(context, user, {
    publicKey,
    expirationSeconds,
    credentialType: OAUTH_CREDENTIAL_TYPE,
    apiKeyName: 'OAuth login',
    resultKey: 'oauthLoginResult',
  });
}
