import type { Principal } from './authenticate-request.js';
import { CustodyApiError, invalidArgument } from './custody-api-error.js';
import type {
  AccountRecord,
  ApiKeyRecord,
  OAuthProviderRecord,
  OrganizationRecord,
  UserRecord,
  WalletRecord,
} from './custody-state.js';

/** What a query handler sees. */
export interface QueryContext {
  /** Every organization, for lookups across sub-organizations. */
  organizations: Readonly<Record<string, OrganizationRecord>>;
  organization: OrganizationRecord;
  principal: Principal;
  body: Record<string, unknown>;
}

const timestamp = (ms: number) => ({
  seconds: String(Math.floor(ms / 1000)),
  nanos: String((ms % 1000) * 1_000_000),
});

function publicApiKey(key: ApiKeyRecord) {
  return {
    apiKeyId: key.apiKeyId,
    apiKeyName: key.apiKeyName,
    credential: { publicKey: key.publicKey, type: key.credentialType },
    createdAt: timestamp(key.createdAt),
    updatedAt: timestamp(key.createdAt),
    ...(key.expirationSeconds ? { expirationSeconds: key.expirationSeconds } : {}),
  };
}

function publicOauthProvider(provider: OAuthProviderRecord) {
  return {
    providerId: provider.providerId,
    providerName: provider.providerName,
    issuer: provider.issuer,
    audience: provider.audience,
    subject: provider.subject,
    createdAt: timestamp(provider.createdAt),
    updatedAt: timestamp(provider.createdAt),
  };
}

/** A user as `get_user` shows it: no secrets, passkeys by id, API keys by public key. */
export function publicUser(user: UserRecord) {
  return {
    userId: user.userId,
    userName: user.userName,
    ...(user.userEmail ? { userEmail: user.userEmail } : {}),
    authenticators: user.authenticators.map((a) => ({
      authenticatorId: a.authenticatorId,
      authenticatorName: a.authenticatorName,
      credentialId: a.credentialId,
      transports: a.transports,
      createdAt: timestamp(a.createdAt),
      updatedAt: timestamp(a.createdAt),
    })),
    apiKeys: user.apiKeys.map(publicApiKey),
    userTags: [],
    oauthProviders: (user.oauthProviders ?? []).map(publicOauthProvider),
  };
}

function publicWallet(wallet: WalletRecord) {
  return {
    walletId: wallet.walletId,
    walletName: wallet.walletName,
    createdAt: timestamp(wallet.createdAt),
    updatedAt: timestamp(wallet.createdAt),
    exported: wallet.exported,
    imported: false,
  };
}

function publicAccount(organizationId: string, account: AccountRecord) {
  return {
    walletAccountId: account.walletAccountId,
    walletId: account.walletId,
    organizationId,
    curve: account.curve,
    pathFormat: account.pathFormat,
    path: account.path,
    addressFormat: account.addressFormat,
    address: account.address,
    publicKey: account.publicKey,
    createdAt: timestamp(account.createdAt),
    updatedAt: timestamp(account.createdAt),
  };
}

/** The `{seconds, nanos}` form of a time. */
export { timestamp };

/**
 * The read routes (`/public/v1/query/<name>`) other than `get_activity`, which the route serves
 * from its activity store.
 */
export const QUERY_HANDLERS: Record<string, (context: QueryContext) => unknown> = {
  // Asked with a parent organization's id, it names the sub-organization the credential is in.
  whoami: ({ principal }) => ({
    organizationId: principal.organization.organizationId,
    organizationName: principal.organization.organizationName,
    userId: principal.user.userId,
    username: principal.user.userName,
  }),
  get_user: ({ organization, body }) => {
    const user = organization.users.find((candidate) => candidate.userId === body.userId);
    if (!user) throw new CustodyApiError(5, `user not found: ${String(body.userId)}`, 'NOT_FOUND');
    return { user: publicUser(user) };
  },
  get_users: ({ organization }) => ({ users: organization.users.map(publicUser) }),
  // The provider's path for the same read (`@turnkey/http`'s getUsers).
  list_users: ({ organization }) => ({ users: organization.users.map(publicUser) }),
  get_api_keys: ({ organization, body, principal }) => {
    const userId = typeof body.userId === 'string' ? body.userId : principal.user.userId;
    const user = organization.users.find((candidate) => candidate.userId === userId);
    return { apiKeys: (user?.apiKeys ?? []).map(publicApiKey) };
  },
  // The provider's path for `@turnkey/http`'s getSubOrgIds.
  list_suborgs: ({ organizations, organization, body }) => {
    if (body.filterType !== undefined && body.filterType !== 'EMAIL') {
      throw invalidArgument(`Unsupported filterType: ${String(body.filterType)}`);
    }
    const email = typeof body.filterValue === 'string' ? body.filterValue.toLowerCase() : undefined;
    const organizationIds = Object.values(organizations)
      .filter((candidate) => candidate.parentOrganizationId === organization.organizationId)
      .filter(
        (candidate) =>
          email === undefined ||
          candidate.users.some((user) => user.userEmail?.toLowerCase() === email),
      )
      .map((candidate) => candidate.organizationId);
    return { organizationIds };
  },
  // Only sub-organizations whose user proved the email with a code.
  list_verified_suborgs: ({ organizations, organization, body }) => {
    if (body.filterType !== 'EMAIL') {
      throw invalidArgument(`Unsupported filterType: ${String(body.filterType)}`);
    }
    const email = typeof body.filterValue === 'string' ? body.filterValue.toLowerCase() : '';
    const organizationIds = Object.values(organizations)
      .filter((candidate) => candidate.parentOrganizationId === organization.organizationId)
      .filter((candidate) =>
        candidate.users.some(
          (user) => user.emailVerified && user.userEmail?.toLowerCase() === email,
        ),
      )
      .map((candidate) => candidate.organizationId);
    return { organizationIds };
  },
  get_oauth_providers: ({ organization, body }) => {
    const users = organization.users.filter(
      (user) => body.userId === undefined || user.userId === body.userId,
    );
    return {
      oauthProviders: users.flatMap((user) => (user.oauthProviders ?? []).map(publicOauthProvider)),
    };
  },
  list_wallets: ({ organization }) => ({ wallets: organization.wallets.map(publicWallet) }),
  get_wallet: ({ organization, body }) => {
    const wallet = organization.wallets.find((candidate) => candidate.walletId === body.walletId);
    if (!wallet) {
      throw new CustodyApiError(5, `wallet not found: ${String(body.walletId)}`, 'NOT_FOUND');
    }
    return { wallet: publicWallet(wallet) };
  },
  list_wallet_accounts: ({ organization, body }) => {
    if (body.walletId !== undefined && typeof body.walletId !== 'string') {
      throw invalidArgument('walletId must be a string');
    }
    const accounts = organization.wallets
      .filter((wallet) => body.walletId === undefined || wallet.walletId === body.walletId)
      .flatMap((wallet) => wallet.accounts)
      .map((account) => publicAccount(organization.organizationId, account));
    return { accounts };
  },
};
