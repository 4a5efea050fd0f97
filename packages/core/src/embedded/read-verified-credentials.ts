import type { CustodyClient } from '../custody/create-custody-client.js';
import type { CustodySession } from '../custody/create-custody-session.js';
import { listWalletAccounts, listWallets } from '../custody/custody-queries.js';
import type { VerifiedCredential } from '../product-api/verified-credential.js';

/**
 * The user's wallets as credentials, read from the custody provider with the session key: one
 * per account, Solana or EVM, all session-key compatible. A user who holds
 * several wallets gets each account labelled with its wallet's name (one more request, only then).
 */
export async function readVerifiedCredentials(
  session: CustodySession,
  client: CustodyClient,
  organizationId: string,
): Promise<VerifiedCredential[]> {
  const accounts = await session.run((stamper) =>
    listWalletAccounts(client.withStamper(stamper), { organizationId }),
  );
  const walletIds = new Set(accounts.map((account) => account.walletId));
  const names =
    walletIds.size > 1
      ? await session.run((stamper) => listWallets(client.withStamper(stamper), { organizationId }))
      : [];
  const labelOf = new Map(names.map((wallet) => [wallet.walletId, wallet.walletName]));
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
    ...(labelOf.has(account.walletId) ? { label: labelOf.get(account.walletId) as string } : {}),
    walletProperties,
  }));
}
