/// <reference lib="dom" />
import {
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
  type Transaction,
} from '@solana/kit';
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignAndSendTransactionMethod,
  type SolanaSignAndSendTransactionOutput,
  SolanaSignIn,
  type SolanaSignInFeature,
  type SolanaSignInInput,
  type SolanaSignInMethod,
  type SolanaSignInOutput,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  type SolanaSignMessageMethod,
  type SolanaSignMessageOutput,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
  type SolanaSignTransactionMethod,
} from '@solana/wallet-standard-features';
import { createSignInMessageText } from '@solana/wallet-standard-util';
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base';
import {
  StandardConnect,
  type StandardConnectFeature,
  type StandardConnectMethod,
  type StandardConnectOutput,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsChangeProperties,
  type StandardEventsFeature,
  type StandardEventsListeners,
  type StandardEventsOnMethod,
} from '@wallet-standard/features';
import { type ApprovalRequest, showApprovalPrompt } from './approval-prompt.js';
import { createApprovalStore } from './approval-store.js';
import type { TestWalletKey } from './derive-test-wallet-keys.js';
import { previewMessage } from './preview-message.js';
import { sendWireTransaction } from './send-wire-transaction.js';
import {
  alterLastAmount,
  corruptSignature,
  type TestWalletMisbehavior,
} from './test-wallet-misbehavior.js';
import { UserRejectedRequestError } from './user-rejected-error.js';

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
 * Every feature the test wallet can offer; `dropFeatures` removes some of them.
 *
 * @example
 * ```ts
 * const features = control.wallet.features as TestWalletFeatures;
 * await features['standard:connect']?.connect();
 * ```
 */
export type TestWalletFeatures = Partial<
  StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature &
    SolanaSignMessageFeature &
    SolanaSignInFeature
>;

/**
 * Everything {@link createTestWallet} needs, already resolved (no defaults applied here).
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

type Request = Pick<ApprovalRequest, 'kind'> & Partial<Pick<ApprovalRequest, 'message' | 'detail'>>;

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
  const approvals = createApprovalStore(name);
  const listeners = new Set<StandardEventsListeners['change']>();
  const transactionDecoder = getTransactionDecoder();
  const transactionEncoder = getTransactionEncoder();
  let rejecting = new Set(settings.reject);
  let active = 0;
  let connected = false;
  let exposed: readonly WalletAccount[] = [];
  let promptCount = 0;
  let promptQueue: Promise<unknown> = Promise.resolve();
  let pendingConnect: Promise<StandardConnectOutput> | undefined;

  const keyAt = (index: number): TestWalletKey => {
    const key = keys[index];
    if (!key) throw new RangeError(`${name} has no account ${index} (it has ${keys.length}).`);
    return key;
  };
  const keyFor = (address: string): TestWalletKey => {
    const key = keys.find((candidate) => candidate.address === address);
    if (!key) throw new Error(`${name} does not hold the account ${address}.`);
    return key;
  };
  const requireConnected = () => {
    if (!connected) throw new Error(`${name} is not connected to this site.`);
  };
  const requireChain = (chain: IdentifierString | undefined) => {
    if (chain !== undefined && !chains.includes(chain)) {
      throw new Error(`${name} does not support the chain ${chain}.`);
    }
  };
  const labelOf = (key: TestWalletKey) => `Account ${key.index + 1} (${key.address})`;

  const emit = (properties: StandardEventsChangeProperties) => {
    for (const listener of [...listeners]) {
      try {
        listener(properties);
      } catch (error) {
        console.error(error);
      }
    }
  };
  const update = (next: { connected?: boolean; active?: number }) => {
    connected = next.connected ?? connected;
    active = next.active ?? active;
    const account = accounts[active];
    const before = exposed;
    exposed = connected && account ? [account] : [];
    if (before.length !== exposed.length || before[0] !== exposed[0]) emit({ accounts: exposed });
  };

  // A rejection in `reject` is the user's answer: it comes after the prompt, as it would in a
  // real wallet, and never where no prompt would appear (a trusted origin's connect).
  const ask = async (method: TestWalletMethod, request: Request): Promise<void> => {
    if (settings.approval === 'prompt') {
      const turn = promptQueue.then(() => {
        promptCount += 1;
        return showApprovalPrompt({
          walletName: name,
          walletIcon: icon,
          origin: location.host,
          ...request,
        });
      });
      promptQueue = turn.catch(() => false);
      if (!(await turn)) throw new UserRejectedRequestError();
    }
    if (rejecting.has(method)) throw new UserRejectedRequestError();
  };

  const decode = (wire: Uint8Array): Transaction => transactionDecoder.decode(wire);
  const misbehaves = (behavior: TestWalletMisbehavior) =>
    settings.misbehave?.includes(behavior) ?? false;
  const misbehaved = (transaction: Transaction) =>
    misbehaves('alter-transfer') ? alterLastAmount(transaction) : transaction;
  // The id of the transaction it sent last, which `another-id` answers with.
  let lastSent: Uint8Array | undefined;
  const describeTransactions = (signers: readonly TestWalletKey[], chain?: string) => {
    const count = signers.length === 1 ? '1 transaction' : `${signers.length} transactions`;
    const accountsUsed = [...new Set(signers.map(labelOf))].join(', ');
    return `${count} for ${accountsUsed}${chain ? ` on ${chain}` : ''}`;
  };

  const connect: StandardConnectMethod = (input) => {
    if (connected) return Promise.resolve({ accounts: exposed });
    if (approvals.isApproved()) {
      update({ connected: true });
      return Promise.resolve({ accounts: exposed });
    }
    if (input?.silent) return Promise.resolve({ accounts: [] });
    if (misbehaves('locked')) return Promise.reject(new Error('The wallet is locked'));
    pendingConnect ??= ask('connect', {
      kind: 'Connect',
      detail: `Share ${labelOf(keyAt(active))}`,
    })
      .then(() => {
        approvals.approve();
        update({ connected: true });
        return { accounts: exposed };
      })
      .finally(() => {
        pendingConnect = undefined;
      });
    return pendingConnect;
  };

  const disconnect = async (): Promise<void> => {
    approvals.forget();
    update({ connected: false });
  };

  const on: StandardEventsOnMethod = (event, listener) => {
    if (event !== 'change') return () => undefined;
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  const signMessage: SolanaSignMessageMethod = async (...inputs) => {
    requireConnected();
    const requests = inputs.map((input) => ({ input, key: keyFor(input.account.address) }));
    const outputs: SolanaSignMessageOutput[] = [];
    for (const { input, key } of requests) {
      const message = previewMessage(input.message);
      await ask('signMessage', { kind: 'Sign message', message, detail: labelOf(key) });
      const signature = await signBytes(key.keyPair.privateKey, input.message);
      outputs.push({
        signedMessage: new Uint8Array(input.message),
        signature: new Uint8Array(signature),
        signatureType: 'ed25519',
      });
    }
    return outputs;
  };

  const signTransaction: SolanaSignTransactionMethod = async (...inputs) => {
    requireConnected();
    const requests = inputs.map((input) => {
      requireChain(input.chain);
      return { key: keyFor(input.account.address), transaction: decode(input.transaction) };
    });
    if (requests.length === 0) return [];
    const detail = describeTransactions(
      requests.map(({ key }) => key),
      inputs[0]?.chain,
    );
    await ask('signTransaction', { kind: 'Sign transaction', detail });
    return Promise.all(
      requests.map(async ({ key, transaction }) => {
        const signed = await partiallySignTransaction([key.keyPair], misbehaved(transaction));
        const wire = new Uint8Array(transactionEncoder.encode(signed));
        const index = Object.keys(signed.signatures).indexOf(key.address);
        return {
          signedTransaction: misbehaves('garbage-signature') ? corruptSignature(wire, index) : wire,
        };
      }),
    );
  };

  const signAndSendTransaction: SolanaSignAndSendTransactionMethod = async (...inputs) => {
    requireConnected();
    const requests = inputs.map((input) => {
      if (!input.chain) throw new Error('solana:signAndSendTransaction needs a chain.');
      requireChain(input.chain);
      const key = keyFor(input.account.address);
      return { key, transaction: decode(input.transaction), options: input.options };
    });
    if (requests.length === 0) return [];
    const detail = describeTransactions(
      requests.map(({ key }) => key),
      inputs[0]?.chain,
    );
    await ask('signAndSendTransaction', { kind: 'Sign and send', detail });
    const outputs: SolanaSignAndSendTransactionOutput[] = [];
    for (const { key, transaction, options } of requests) {
      const signed = await partiallySignTransaction([key.keyPair], misbehaved(transaction));
      const signature = await sendWireTransaction(settings.rpcUrl, signed, options);
      outputs.push({ signature: misbehaves('another-id') ? (lastSent ?? signature) : signature });
      lastSent = signature;
    }
    return outputs;
  };

  // Signing in also connects, as Phantom does; `signIn()` with no input signs in with defaults.
  const signIn: SolanaSignInMethod = async (...inputs) => {
    const requests = (inputs.length > 0 ? inputs : [{} satisfies SolanaSignInInput]).map(
      (input) => ({
        input,
        key: input.address === undefined ? keyAt(active) : keyFor(input.address),
      }),
    );
    const outputs: SolanaSignInOutput[] = [];
    for (const { input, key } of requests) {
      const text = createSignInMessageText({
        ...input,
        domain: input.domain ?? location.host,
        address: key.address,
      });
      await ask('signIn', { kind: 'Sign in', message: text, detail: labelOf(key) });
      const signedMessage = new TextEncoder().encode(text);
      const signature = new Uint8Array(await signBytes(key.keyPair.privateKey, signedMessage));
      approvals.approve();
      update({ connected: true, active: key.index });
      const account = accounts[key.index];
      if (!account) throw new RangeError(`${name} has no account ${key.index}.`);
      outputs.push({ account, signedMessage, signature, signatureType: 'ed25519' });
    }
    return outputs;
  };

  const allFeatures: Required<TestWalletFeatures> = {
    [StandardConnect]: { version: '1.0.0', connect },
    [StandardDisconnect]: { version: '1.0.0', disconnect },
    [StandardEvents]: { version: '1.0.0', on },
    [SolanaSignTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction,
    },
    [SolanaSignAndSendTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction,
    },
    [SolanaSignMessage]: { version: '1.0.0', signMessage },
    [SolanaSignIn]: { version: '1.0.0', signIn },
  };
  const features: Wallet['features'] = Object.freeze(
    Object.fromEntries(
      Object.entries(allFeatures).filter(([feature]) => !settings.dropFeatures.includes(feature)),
    ),
  );
  const accountFeatures = Object.keys(features).filter((feature): feature is IdentifierString =>
    feature.startsWith('solana:'),
  );
  // Frozen and stable: the same object stands for an account for the wallet's whole life, and
  // each read of `publicKey` is a fresh copy an app cannot use to alter the wallet's.
  const accounts: readonly WalletAccount[] = keys.map((key) =>
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
      return exposed;
    },
  });

  return {
    wallet,
    activeAddress: () => keyAt(active).address,
    switchAccount: (index) => {
      if (!Number.isInteger(index)) throw new RangeError(`Not an account index: ${index}.`);
      update({ active: keyAt(index).index });
    },
    setRejecting: (methods) => {
      rejecting = new Set(methods);
    },
    prompts: () => promptCount,
  };
}
