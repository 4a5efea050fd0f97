import type { CustodyClient } from '../custody/create-custody-client.js';
import { createUserOrganization } from '../embedded/create-user-organization.js';
import { ServerError } from '../server-error.js';
import type { NewCredential } from '../users/new-credential.js';
import type { UserCredential } from '../users/user-credential.js';

/** A way into the embedded wallet the user just proved: an email's code, an OpenID token. */
export type CustodyLogin =
  | { readonly kind: 'email'; readonly email: string; readonly verificationToken: string }
  | {
      readonly kind: 'oauth';
      readonly providerName: string;
      readonly oidcToken: string;
      readonly userName: string;
    };

/** Where the login now reaches: the wallet's organization, the custody user it logs in. */
export interface CustodyLoginAdded {
  readonly organizationId: string;
  readonly custodyUserId: string;
  /** The embedded wallet made for a user who had none, to link to them. */
  readonly newWallet?: NewCredential | undefined;
}

/**
 * Makes `login` a way into the user's embedded wallet at the custody provider, so signing in
 * with it later lands on the same wallet: a new custody user in the wallet's sub-organization
 * (its users share its wallets), made by the server's own root user there — the email verified
 * with the provider's token, the OpenID account attached with its token. A user without an
 * embedded wallet gets one, its root user signed up with the login, as a first sign-in would.
 *
 * @throws {ServerError} 502 `CUSTODY_ERROR` when the provider refuses (a sub-organization made
 *   before the server had a root user there refuses the server's key).
 */
export async function addCustodyLogin(
  custody: CustodyClient,
  wallet: UserCredential | undefined,
  login: CustodyLogin,
  now: () => number,
): Promise<CustodyLoginAdded> {
  const userName = login.kind === 'email' ? login.email : login.userName;
  const oauthProviders =
    login.kind === 'oauth'
      ? [{ providerName: login.providerName, oidcToken: login.oidcToken }]
      : [];
  const organizationId = wallet?.turnkeySubOrganizationId;
  if (!organizationId) {
    const made = await createUserOrganization(
      custody,
      {
        userName,
        ...(login.kind === 'email' ? { userEmail: login.email } : {}),
        oauthProviders,
      },
      { now, verificationToken: login.kind === 'email' ? login.verificationToken : undefined },
    );
    const address = made.wallet.addresses[0];
    return {
      organizationId: made.organizationId,
      custodyUserId: made.userId,
      newWallet: {
        kind: 'embedded-wallet',
        subOrganizationId: made.organizationId,
        custodyUserId: made.userId,
        ...(address ? { address } : {}),
      },
    };
  }
  const created = await custody.run(custody.client.createUsers, {
    type: 'ACTIVITY_TYPE_CREATE_USERS_V3',
    timestampMs: String(now()),
    organizationId,
    parameters: {
      users: [{ userName, apiKeys: [], authenticators: [], oauthProviders, userTags: [] }],
    },
  });
  const custodyUserId = created.result.createUsersResult?.userIds?.[0];
  if (!custodyUserId) throw new ServerError(502, 'CUSTODY_ERROR', 'Custody provider: no user');
  if (login.kind === 'email') {
    await custody.run(custody.client.updateUserEmail, {
      type: 'ACTIVITY_TYPE_UPDATE_USER_EMAIL',
      timestampMs: String(now()),
      organizationId,
      parameters: {
        userId: custodyUserId,
        userEmail: login.email,
        verificationToken: login.verificationToken,
      },
    });
  }
  return { organizationId, custodyUserId };
}
