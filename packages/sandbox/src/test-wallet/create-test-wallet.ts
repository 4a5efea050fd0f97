/// <reference lib="dom" />
import type { Wallet } from '@wallet-standard/base';
import { createTestWalletAccounts } from './test-wallet-accounts.js';
import { buildTestWalletFeatures, testWalletFeatureNames } from './test-wallet-features.js';
import { createTestWalletSession } from './test-wallet-session.js';
import type { TestWalletSettings } from './test-wallet-settings.js';

/**
 * A test wallet and the switches only its owner (the test or the demo) holds.
 *
 * @example
 * ```ts
 * const handle: TestWalletHandle = createTestWallet(settings);
 * handle.switchAccount(1);
 * ```
 */
export interface TestWalletHandle {
  /** The Wallet Standard wallet handed to apps. */
  readonly wallet: Wallet;
  /** The address of the account the wallet exposes now. */
  activeAddress(): string;
  /** Makes account `index` the exposed one; emits `change` when connected. */
  switchAccount(index: number): void;
  /** Replaces the set of methods that end in a user rejection. */
  setRejecting(methods: readonly string[]): void;
  /** How many approval prompts this wallet has shown on this page. */
  prompts(): number;
}

/**
 * Builds a Wallet Standard wallet over local keys that behaves like a browser extension:
 * one account exposed at a time, connect remembered per origin (silent connect only after an
 * approval), each request approved in a modal prompt (or automatically), rejections shaped like
 * Phantom's. It does not register itself; see `registerTestWallet`.
 *
 * @example
 * ```ts
 * const keys = await deriveTestWalletKeys('latchkey-test-wallet', 2);
 * const { wallet, switchAccount } = createTestWallet({
 *   name: 'Latchkey Test Wallet',
 *   icon: TEST_WALLET_ICON,
 *   chains: ['solana:localnet'],
 *   rpcUrl: 'http://localhost:8899',
 *   keys,
 *   dropFeatures: [],
 *   reject: [],
 *   approval: 'auto',
 * });
 * ```
 */
export function createTestWallet(settings: TestWalletSettings): TestWalletHandle {
  const { name, icon, chains, keys } = settings;
  if (keys.length === 0) throw new RangeError('A test wallet needs at least one account.');
  const featureNames = testWalletFeatureNames(settings.dropFeatures);
  const accounts = createTestWalletAccounts(keys, chains, featureNames);
  const session = createTestWalletSession(settings, accounts);
  const features = buildTestWalletFeatures(session, featureNames);

  const wallet: Wallet = Object.freeze({
    version: '1.0.0' as const,
    get name() {
      return name;
    },
    get icon() {
      return icon;
    },
    get chains() {
      return chains;
    },
    get features() {
      return features;
    },
    get accounts() {
      return session.exposed();
    },
  });

  return {
    wallet,
    activeAddress: () => session.activeKey().address,
    switchAccount: (index) => {
      if (!Number.isInteger(index)) throw new RangeError(`Not an account index: ${index}.`);
      session.update({ active: session.keyAt(index).index });
    },
    setRejecting: session.setRejecting,
    prompts: session.prompts,
  };
}
