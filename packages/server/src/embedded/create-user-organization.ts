import type { CustodyClient } from '../custody/create-custody-client.js';
import { ServerError } from '../server-error.js';
import { EMBEDDED_WALLET_ACCOUNTS } from './embedded-wallet-accounts.js';

/** The name of the server's own root user in each sub-organization it makes. */
export const SERVER_ROOT_USER_NAME = 'Latchkey server';

/**
 * Makes one user's sub-organization under the parent: the user as its first root user, the
 * server's key as a second (quorum 1: either acts alone — the server only ever adds a way in the
 * user linked through it, or removes one they unlinked), and a wallet with a Solana and an
 * Ethereum account. `user` is the provider's root-user shape without its
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
        {
          userName: SERVER_ROOT_USER_NAME,
          apiKeys: [
            {
              apiKeyName: SERVER_ROOT_USER_NAME,
              publicKey: custody.apiPublicKey,
              curveType: 'API_KEY_CURVE_P256',
            },
          ],
          authenticators: [],
          oauthProviders: [],
        },
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
