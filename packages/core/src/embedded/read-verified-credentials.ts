import type { CustodyClient } from '../custody/create-custody-client.js';
import type { CustodySession } from '../custody/create-custody-session.js';
import { listWalletAccounts } from '../custody/custody-queries.js';
import type { VerifiedCredential } from '../product-api/verified-credential.js';

/**
 * The user's wallets as credentials, read from the custody provider with the session key: one
 * per account, Solana or EVM, all session-key compatible.
 */
export async function readVerifiedCredentials(
  session: CustodySession,
  client: CustodyClient,
  organizationId: string,
): Promise<VerifiedCredential[]> {
  const accounts = await session.run((stamper) =>
    listWalletAccounts(client.withStamper(stamper), { organizationId }),
  );
  const walletProperties = {
    turnkeySubOrganizationId: organizationId,
    isSessionKeyCompatible: true,
  };
  return accounts.map((account) => ({
    id: account.walletAccountId ?? `${account.walletId}:${account.address}`,
    address: account.address,
    chain:
      account.addressFormat === 'ADDRESS_FORMAT_ETHEREUM' ? ('evm' as const) : ('solana' as const),
    walletName: 'turnkeyhd',
    walletProperties,
  }));
}
