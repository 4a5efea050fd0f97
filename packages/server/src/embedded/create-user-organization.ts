import type { CustodyClient } from '../custody/create-custody-client.js';
import { ServerError } from '../server-error.js';
import { EMBEDDED_WALLET_ACCOUNTS } from './embedded-wallet-accounts.js';

/**
 * Makes one user's sub-organization under the parent: a single root user (quorum 1) and a wallet
 * with a Solana and an Ethereum account. `user` is the provider's root-user shape without its
 * empty lists (an OpenID sign-up attaches its provider: `oauthProviders`); `verificationToken`
 * proves the user's email when given.
 *
 * @throws {ServerError} 502 `CUSTODY_ERROR` when the provider answers without the organization.
 */
export async function createUserOrganization(
  custody: CustodyClient,
  user: {
    userName: string;
    userEmail?: string;
    authenticators?: readonly unknown[];
    oauthProviders?: readonly { providerName: string; oidcToken: string }[];
  },
  options: { now: () => number; verificationToken?: string | undefined },
) {
  const activity = await custody.run(custody.client.createSubOrganization, {
    type: 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7',
    timestampMs: String(options.now()),
    organizationId: custody.organizationId,
    parameters: {
      subOrganizationName: user.userName,
      rootQuorumThreshold: 1,
      rootUsers: [
        { apiKeys: [], oauthProviders: [], ...user, authenticators: user.authenticators ?? [] },
      ],
      wallet: { walletName: 'Default', accounts: [...EMBEDDED_WALLET_ACCOUNTS] },
      ...(options.verificationToken ? { verificationToken: options.verificationToken } : {}),
    },
  });
  const created = activity.result.createSubOrganizationResultV7;
  const userId = created?.rootUserIds?.[0];
  if (!created?.wallet || !userId) {
    throw new ServerError(502, 'CUSTODY_ERROR', 'Custody provider: no sub-organization');
  }
  return { organizationId: created.subOrganizationId, userId, wallet: created.wallet };
}
