/// <reference lib="dom" />
import type {
  IdentifierString,
  Wallet,
  WalletIcon,
  WindowAppReadyEvent,
  WindowAppReadyEventAPI,
} from '@wallet-standard/base';
import { registerWallet } from '@wallet-standard/wallet';
import { createTestWallet } from './create-test-wallet.js';
import { deriveTestWalletKeys } from './derive-test-wallet-keys.js';
import { TEST_WALLET_ICON } from './test-wallet-icon.js';
import type { TestWalletMisbehavior } from './test-wallet-misbehavior.js';

/**
 * How to build the test wallet; every field has a default.
 *
 * @example
 * ```ts
 * const options: RegisterTestWalletOptions = {
 *   approval: 'auto',
 *   dropFeatures: ['solana:signAndSendTransaction'],
 *   reject: ['signMessage'],
 * };
 * ```
 */
export interface RegisterTestWalletOptions {
  /** Default `'Latchkey Test Wallet'`; also the prompt's accessible name. */
  readonly name?: string;
  /** Default {@link TEST_WALLET_ICON}. */
  readonly icon?: WalletIcon;
  /** Where `solana:signAndSendTransaction` sends (JSON-RPC `sendTransaction`). Default `http://localhost:8899`. */
  readonly rpcUrl?: string;
  /** Default `['solana:localnet', 'solana:devnet', 'solana:testnet', 'solana:mainnet']`. */
  readonly chains?: readonly IdentifierString[];
  /** How many accounts the wallet holds (one is exposed at a time). Default 2. */
  readonly accountCount?: number;
  /** Account `i`'s private key is SHA-256(`${seed}:${i}`). Default `'latchkey-test-wallet'`. */
  readonly seed?: string;
  /** Feature names to leave out, e.g. `'solana:signAndSendTransaction'`, `'standard:events'`. */
  readonly dropFeatures?: readonly string[];
  /** Methods that end in a user rejection (code 4001): `'connect'`, `'signMessage'`, `'signTransaction'`, `'signAndSendTransaction'`, `'signIn'`. */
  readonly reject?: readonly string[];
  /** `'prompt'` (default) asks in a modal dialog; `'auto'` approves at once. */
  readonly approval?: 'prompt' | 'auto';
  /** How it misbehaves (a hostile wallet, for tests). Default none. */
  readonly misbehave?: readonly TestWalletMisbehavior[];
}

/**
 * What the page that registered the test wallet can do with it (the "extension UI").
 *
 * @example
 * ```ts
 * const control: TestWalletControl = await registerTestWallet();
 * control.switchAccount(1);
 * control.prompts(); // 0 until a request needs the user
 * ```
 */
export interface TestWalletControl {
  /** The registered Wallet Standard wallet. */
  readonly wallet: Wallet;
  /** Every account's address, in order (only the active one is exposed to apps). */
  readonly accounts: readonly string[];
  /** The address of the account exposed now. */
  activeAddress(): string;
  /** Makes account `index` the exposed one; emits `change` with it when connected. */
  switchAccount(index: number): void;
  /** Replaces the methods that end in a user rejection. */
  setRejecting(methods: string[]): void;
  /** How many approval prompts were shown so far on this page. */
  prompts(): number;
  /** Removes the wallet from every app that registered it. */
  unregister(): void;
}

/**
 * The chains the test wallet claims unless told otherwise.
 *
 * @example
 * ```ts
 * await registerTestWallet({ chains: TEST_WALLET_DEFAULT_CHAINS.slice(0, 1) }); // localnet only
 * ```
 */
export const TEST_WALLET_DEFAULT_CHAINS: readonly IdentifierString[] = [
  'solana:localnet',
  'solana:devnet',
  'solana:testnet',
  'solana:mainnet',
];

/**
 * Registers a Wallet Standard wallet over local keypairs derived from `seed`, through the real
 * discovery handshake (`registerWallet`), so apps find it exactly as they find an extension.
 * For demos and browser tests, where no extension can be installed; never for real funds.
 *
 * @example
 * ```ts
 * const control = await registerTestWallet({ rpcUrl: 'http://localhost:8899', approval: 'auto' });
 * control.switchAccount(1);
 * control.unregister();
 * ```
 */
export async function registerTestWallet(
  options: RegisterTestWalletOptions = {},
): Promise<TestWalletControl> {
  const accountCount = options.accountCount ?? 2;
  if (!Number.isInteger(accountCount) || accountCount < 1) {
    throw new RangeError(`accountCount must be a whole number of at least 1, not ${accountCount}.`);
  }
  const keys = await deriveTestWalletKeys(options.seed ?? 'latchkey-test-wallet', accountCount);
  const handle = createTestWallet({
    name: options.name ?? 'Latchkey Test Wallet',
    icon: options.icon ?? TEST_WALLET_ICON,
    chains: options.chains ?? TEST_WALLET_DEFAULT_CHAINS,
    rpcUrl: options.rpcUrl ?? 'http://localhost:8899',
    keys,
    dropFeatures: options.dropFeatures ?? [],
    reject: options.reject ?? [],
    approval: options.approval ?? 'prompt',
    misbehave: options.misbehave ?? [],
  });
  const unregister = announce(handle.wallet);
  return {
    wallet: handle.wallet,
    accounts: Object.freeze(keys.map((key) => key.address)),
    activeAddress: handle.activeAddress,
    switchAccount: handle.switchAccount,
    setRejecting: handle.setRejecting,
    prompts: handle.prompts,
    unregister,
  };
}

// `registerWallet` drops the unregister function each app hands back. To keep them, the wallet
// first answers the same handshake itself (announce to apps already listening, listen for apps
// that start later), before `registerWallet`; the app then ignores `registerWallet`'s repeat
// registration of the same object. After `unregister()` an app that starts later still sees
// the wallet through `registerWallet`'s listener, which cannot be removed.
function announce(wallet: Wallet): () => void {
  const unregisters: (() => void)[] = [];
  const register = (api: WindowAppReadyEventAPI) => {
    unregisters.push(api.register(wallet));
  };
  const onAppReady = (event: Event) => register((event as WindowAppReadyEvent).detail);
  window.addEventListener('wallet-standard:app-ready', onAppReady);
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
  registerWallet(wallet);
  return () => {
    window.removeEventListener('wallet-standard:app-ready', onAppReady);
    for (const unregisterFromApp of unregisters.splice(0)) unregisterFromApp();
  };
}
