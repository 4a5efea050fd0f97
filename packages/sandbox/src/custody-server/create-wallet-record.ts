import { randomUUID } from 'node:crypto';
import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { parameterList } from './activity-parameters.js';
import type { WalletRecord } from './custody-state.js';
import { type AccountParameters, deriveWalletAccount } from './derive-wallet-account.js';

/**
 * A new HD wallet: a fresh mnemonic (12 words, or 24 when `mnemonicLength` is 24) and the
 * accounts the request asks for, derived from it.
 */
export function createWalletRecord(parameters: Record<string, unknown>, now: number): WalletRecord {
  const walletId = randomUUID();
  const mnemonic = generateMnemonic(
    wordlist,
    Number(parameters.mnemonicLength ?? 12) === 24 ? 256 : 128,
  );
  return {
    walletId,
    walletName: typeof parameters.walletName === 'string' ? parameters.walletName : 'Wallet',
    mnemonic,
    accounts: parameterList(parameters.accounts, 'accounts').map((account) =>
      deriveWalletAccount(mnemonic, walletId, account as unknown as AccountParameters),
    ),
    exported: false,
    createdAt: now,
  };
}
