import type { WalletOption } from '@latchkey/core';
import { EMBEDDED_WALLET_NAME } from '@latchkey/core';

/**
 * A wallet's name as the account menu shows it: an embedded wallet without a label of its own
 * reads in the user's language (`unnamed`); any other name is the wallet's or the user's own.
 */
export function walletDisplayName(
  wallet: Pick<WalletOption, 'name' | 'type'>,
  unnamed: string,
): string {
  return wallet.type === 'embedded' && wallet.name === EMBEDDED_WALLET_NAME ? unnamed : wallet.name;
}
