import type { CustodyClient } from './create-custody-client.js';

/**
 * Who a credential is: its organization and user.
 *
 * @example
 * ```ts
 * const { organizationId, userId } = await whoami(client, { organizationId: subOrganizationId });
 * ```
 */
export interface CustodyIdentity {
  readonly organizationId: string;
  readonly organizationName: string;
  readonly userId: string;
  readonly username: string;
}

/**
 * One account of a custody wallet.
 *
 * @example
 * ```ts
 * const solana = accounts.find((account: CustodyWalletAccount) => account.addressFormat === 'ADDRESS_FORMAT_SOLANA');
 * ```
 */
export interface CustodyWalletAccount {
  readonly walletAccountId?: string;
  readonly walletId: string;
  readonly organizationId: string;
  readonly curve: string;
  readonly path: string;
  readonly addressFormat: string;
  readonly address: string;
}

/**
 * Asks who the current credential is (`whoami`).
 *
 * @example
 * ```ts
 * const me = await whoami(client, { organizationId });
 * ```
 */
export function whoami(
  client: CustodyClient,
  parameters: { organizationId: string },
): Promise<CustodyIdentity> {
  return client.query<CustodyIdentity>('whoami', { organizationId: parameters.organizationId });
}

/**
 * The wallets of an organization (`list_wallets`).
 *
 * @example
 * ```ts
 * const wallets = await listWallets(client, { organizationId });
 * ```
 */
export async function listWallets(
  client: CustodyClient,
  parameters: { organizationId: string },
): Promise<{ walletId: string; walletName: string }[]> {
  const answer = await client.query<{ wallets?: { walletId: string; walletName: string }[] }>(
    'list_wallets',
    { organizationId: parameters.organizationId },
  );
  return answer.wallets ?? [];
}

/**
 * The accounts of an organization's wallets, or of one wallet (`list_wallet_accounts`).
 *
 * @example
 * ```ts
 * const accounts = await listWalletAccounts(client, { organizationId, walletId });
 * ```
 */
export async function listWalletAccounts(
  client: CustodyClient,
  parameters: { organizationId: string; walletId?: string },
): Promise<CustodyWalletAccount[]> {
  const answer = await client.query<{ accounts?: CustodyWalletAccount[] }>('list_wallet_accounts', {
    organizationId: parameters.organizationId,
    ...(parameters.walletId ? { walletId: parameters.walletId } : {}),
  });
  return answer.accounts ?? [];
}
