import {
  generateKeyPairSigner,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  partiallySignTransaction,
  signBytes,
} from '@solana/kit';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { SignInInput } from '../sign-in/sign-in-input.js';
import { writeSignInMessage } from '../sign-in/write-sign-in-message.js';

/** Options of {@link createFakeStandardWallet}. */
export interface FakeStandardWalletOptions {
  name?: string;
  /** Feature names to offer. Default: all Latchkey uses except signIn. */
  features?: readonly string[];
  chains?: readonly `${string}:${string}`[];
  /** Replaces the connect behaviour (e.g. one that never settles). */
  connect?: (input?: { silent?: boolean }) => Promise<{ accounts: readonly WalletAccount[] }>;
  /** Makes this method throw this value. */
  fail?: Partial<
    Record<'connect' | 'signMessage' | 'signTransaction' | 'signAndSendTransaction', unknown>
  >;
  /** Sends for signAndSendTransaction; default returns the signature without sending. */
  send?: (signed: Uint8Array) => Promise<void>;
  /** Signs the old web3.js way (`Transaction.sign`): every other slot comes back zeroed. */
  dropOtherSignatures?: boolean;
  /**
   * A hostile or quirky wallet: changes the transaction before signing it (`message`), or the
   * signed answer after (`answer`).
   */
  tamper?: {
    message?: (
      transaction: ReturnType<ReturnType<typeof getTransactionDecoder>['decode']>,
    ) => ReturnType<ReturnType<typeof getTransactionDecoder>['decode']>;
    answer?: (signed: Uint8Array) => Uint8Array;
  };
}

const ALL_FEATURES = [
  'standard:connect',
  'standard:disconnect',
  'standard:events',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
  'solana:signMessage',
] as const;

/**
 * A Wallet Standard wallet over real ed25519 keys, for Node unit tests of the connector (the
 * browser tests use the sandbox's test wallet; a real extension cannot run here).
 */
export async function createFakeStandardWallet(options: FakeStandardWalletOptions = {}) {
  const signers = [await generateKeyPairSigner(), await generateKeyPairSigner()];
  const chains = options.chains ?? ['solana:localnet', 'solana:devnet'];
  const offered = new Set(options.features ?? ALL_FEATURES);
  const calls: string[] = [];
  const listeners = new Set<(change: { accounts?: readonly WalletAccount[] }) => void>();
  let active = 0;
  let connected = false;

  const accountOf = (signer: KeyPairSigner): WalletAccount =>
    Object.freeze({
      address: signer.address,
      publicKey: new Uint8Array(32),
      chains: [...chains],
      features: [...offered].filter((name) =>
        name.startsWith('solana:'),
      ) as `${string}:${string}`[],
    });
  const signerFor = (account: WalletAccount) => {
    const signer = signers.find((candidate) => candidate.address === account.address);
    if (!signer) throw new Error('Unknown account');
    return signer;
  };
  const failIf = (method: keyof NonNullable<FakeStandardWalletOptions['fail']>) => {
    calls.push(method);
    if (options.fail && method in options.fail) throw options.fail[method];
  };
  const signWire = async (account: WalletAccount, bytes: Uint8Array) => {
    const asked = getTransactionDecoder().decode(bytes);
    const transaction = options.tamper?.message ? options.tamper.message(asked) : asked;
    const signatures = options.dropOtherSignatures
      ? Object.fromEntries(Object.keys(transaction.signatures).map((signer) => [signer, null]))
      : transaction.signatures;
    const signed = await partiallySignTransaction([signerFor(account).keyPair], {
      ...transaction,
      signatures,
    });
    const answer = new Uint8Array(getTransactionEncoder().encode(signed));
    return options.tamper?.answer ? options.tamper.answer(answer) : answer;
  };

  const all: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      connect:
        options.connect ??
        (async (input?: { silent?: boolean }) => {
          failIf('connect');
          if (input?.silent && !connected) return { accounts: [] };
          connected = true;
          return { accounts: [accountOf(signers[active] as KeyPairSigner)] };
        }),
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: async () => {
        calls.push('disconnect');
        connected = false;
      },
    },
    'standard:events': {
      version: '1.0.0',
      on: (
        _event: 'change',
        listener: (change: { accounts?: readonly WalletAccount[] }) => void,
      ) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: async (...inputs: { account: WalletAccount; transaction: Uint8Array }[]) => {
        failIf('signTransaction');
        return Promise.all(
          inputs.map(async (input) => ({
            signedTransaction: await signWire(input.account, input.transaction),
          })),
        );
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: async (
        ...inputs: { account: WalletAccount; transaction: Uint8Array; chain: string }[]
      ) => {
        failIf('signAndSendTransaction');
        return Promise.all(
          inputs.map(async (input) => {
            const signed = await signWire(input.account, input.transaction);
            await options.send?.(signed);
            const decoded = getTransactionDecoder().decode(signed);
            // Its own signature, as some wallets answer: the id only while it pays the fee.
            return { signature: decoded.signatures[input.account.address as never] as Uint8Array };
          }),
        );
      },
    },
    'solana:signMessage': {
      version: '1.0.0',
      signMessage: async (...inputs: { account: WalletAccount; message: Uint8Array }[]) => {
        failIf('signMessage');
        return Promise.all(
          inputs.map(async (input) => ({
            signedMessage: input.message,
            signature: new Uint8Array(
              await signBytes(signerFor(input.account).keyPair.privateKey, input.message),
            ),
          })),
        );
      },
    },
    // Offered only when asked for (`features`): Sign-In With Solana in one step, connecting too.
    'solana:signIn': {
      version: '1.0.0',
      signIn: async (...inputs: (SignInInput & { domain: string })[]) => {
        calls.push('signIn');
        connected = true;
        const account = accountOf(signers[active] as KeyPairSigner);
        return Promise.all(
          inputs.map(async (input) => {
            const signedMessage = new TextEncoder().encode(
              writeSignInMessage({ ...input, address: account.address }),
            );
            const key = signerFor(account).keyPair.privateKey;
            const signature = new Uint8Array(await signBytes(key, signedMessage));
            return { account, signedMessage, signature };
          }),
        );
      },
    },
  };
  const features = Object.fromEntries(Object.entries(all).filter(([name]) => offered.has(name)));

  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name ?? 'Fake Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: [...chains],
    features,
    get accounts() {
      return connected ? [accountOf(signers[active] as KeyPairSigner)] : [];
    },
  };

  return {
    wallet,
    signers,
    calls,
    /** The wallet switches to its other account, as a user would in the extension. */
    switchAccount() {
      active = 1 - active;
      for (const listener of listeners) listener({ accounts: wallet.accounts });
    },
    /** The wallet revokes the site. */
    revoke() {
      connected = false;
      for (const listener of listeners) listener({ accounts: [] });
    },
  };
}
