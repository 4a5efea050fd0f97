import type { IdentifierString, WalletIcon } from '@wallet-standard/base';
import type { TestWalletKey } from './derive-test-wallet-keys.js';
import type { TestWalletMisbehavior } from './test-wallet-misbehavior.js';

/**
 * The wallet requests a user can turn down (the `reject` / `setRejecting` names).
 *
 * @example
 * ```ts
 * const rejecting: TestWalletMethod[] = ['connect', 'signMessage'];
 * control.setRejecting(rejecting);
 * ```
 */
export type TestWalletMethod =
  | 'connect'
  | 'signMessage'
  | 'signTransaction'
  | 'signAndSendTransaction'
  | 'signIn';

/**
 * Everything `createTestWallet` needs, already resolved (no defaults applied here).
 *
 * @example
 * ```ts
 * const settings: TestWalletSettings = {
 *   name: 'Latchkey Test Wallet',
 *   icon: TEST_WALLET_ICON,
 *   chains: ['solana:localnet'],
 *   rpcUrl: 'http://localhost:8899',
 *   keys: await deriveTestWalletKeys('latchkey-test-wallet', 2),
 *   dropFeatures: [],
 *   reject: [],
 *   approval: 'prompt',
 * };
 * ```
 */
export interface TestWalletSettings {
  readonly name: string;
  readonly icon: WalletIcon;
  readonly chains: readonly IdentifierString[];
  /** Where `solana:signAndSendTransaction` sends. */
  readonly rpcUrl: string;
  readonly keys: readonly TestWalletKey[];
  /** Feature names left out of `wallet.features`. */
  readonly dropFeatures: readonly string[];
  /** Methods that end in a user rejection (after the prompt, when there is one). */
  readonly reject: readonly string[];
  /** `'prompt'` asks through a modal dialog; `'auto'` approves at once. */
  readonly approval: 'prompt' | 'auto';
  /** How it misbehaves, for tests of what an app does with a hostile wallet. Default none. */
  readonly misbehave?: readonly TestWalletMisbehavior[];
}
