import type { IdentifierString, WalletAccount } from '@wallet-standard/base';
import type { TestWalletKey } from './derive-test-wallet-keys.js';

/**
 * The wallet's accounts, one per key, each claiming the wallet's chains and its `solana:`
 * features. Frozen and stable: the same object stands for an account for the wallet's whole
 * life, and each read of `publicKey` is a fresh copy an app cannot use to alter the wallet's.
 */
export function createTestWalletAccounts(
  keys: readonly TestWalletKey[],
  chains: readonly IdentifierString[],
  featureNames: readonly string[],
): readonly WalletAccount[] {
  const accountFeatures = featureNames.filter((feature): feature is IdentifierString =>
    feature.startsWith('solana:'),
  );
  return keys.map((key) =>
    Object.freeze({
      address: key.address,
      get publicKey() {
        return key.publicKey.slice();
      },
      chains: Object.freeze([...chains]),
      features: Object.freeze(accountFeatures),
      label: `Account ${key.index + 1}`,
    }),
  );
}
