import { base58 } from '@scure/base';
import type {
  Connector,
  ConnectorContext,
  ConnectorEvents,
  CreateConnectorsFn,
  WalletSendOptions,
} from '../connectors/connector.js';
import { createConnectorList } from '../connectors/create-connector-list.js';
import { detectEnvironment } from '../environment/detect-environment.js';
import {
  LATCHKEY_ERROR__DEEPLINK__MALFORMED_RESPONSE,
  LATCHKEY_ERROR__DEEPLINK__MISSING_QUERY_PARAMETER,
  LATCHKEY_ERROR__DEEPLINK__MISSING_STORED_VALUE,
  LATCHKEY_ERROR__DEEPLINK__NO_PENDING_REQUEST,
  LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED,
  LATCHKEY_ERROR__WALLET__FEATURE_NOT_SUPPORTED,
  LATCHKEY_ERROR__WALLET__NO_ACCOUNTS,
  LATCHKEY_ERROR__WALLET__NOT_CONNECTED,
  LATCHKEY_ERROR__WALLET__REQUEST_FAILED,
} from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { UserCancellationError } from '../errors/user-cancellation-error.js';
import { createEmitter } from '../events/create-emitter.js';
import { createStorage, type LatchkeyStorage } from '../storage/create-storage.js';
import { createIndexedDbStorageAdapter } from '../storage/indexed-db-storage-adapter.js';
import { type TransactionInput, toTransactionBytes } from '../transactions/transaction-input.js';
import { isSolanaAddress } from '../validation/solana-address.js';
import { getWalletBookEntry } from '../wallet-book/find-wallet-book-entry.js';
import { PHANTOM_STORAGE_KEYS as KEYS } from './deep-link-storage-keys.js';
import type {
  DeepLinkMethod,
  DeepLinkResultData,
  PendingDeepLinkRequest,
  RedirectResult,
} from './deep-link-types.js';
import {
  type RedirectParameters,
  readRedirectParameters,
  stripRedirectParameters,
} from './redirect-parameters.js';
import { createSecretVault } from './secret-vault.js';

/** Phantom's universal link, the default base (PROTOCOLS §1). */
export const PHANTOM_UNIVERSAL_LINK = 'https://phantom.app/ul/v1';

/** Where the page is and how it leaves; the browser's own by default (tests pass their own). */
export interface DeepLinkPage {
  getUrl(): string;
  /** Rewrites the address bar without a reload. */
  replaceUrl(url: string): void;
  /** Leaves the page for the wallet. */
  navigate(url: string): void;
}

/** Parameters of {@link phantomDeepLink}. */
export interface PhantomDeepLinkParameters {
  /** Default Phantom's universal link; the sandbox's responder in the demo. */
  baseUrl?: string;
  /** The app's URL Phantom shows and checks. Default: the page's origin. */
  appUrl?: string;
  /** Must hold CryptoKeys across page loads. Default: IndexedDB under `latchkey:`. */
  storage?: LatchkeyStorage;
  /** Whether to offer it. Default: on a phone without an injected Phantom, or with a session. */
  enabled?: () => boolean;
  page?: DeepLinkPage;
}

type ConnectorWithResults = Connector & {
  /** The last answer consumed on this page, if any. */
  getRedirectResult(): RedirectResult | undefined;
  /** Resolves once the answer in the address bar (if any) has been consumed. */
  ready(): Promise<void>;
};

const CLUSTERS: Record<string, string> = {
  'mainnet-beta': 'mainnet-beta',
  devnet: 'devnet',
  testnet: 'testnet',
};

/**
 * The Phantom mobile deep-link connector: on a phone without an injected wallet it hands each
 * request to the Phantom app by link (NaCl-box encrypted, with a redirect back to this page) and
 * picks the answer up when the app sends the user back. Everything it needs across the page
 * load — the session, the address, the pending request, and the sealed secrets — is stored
 * under `latchkey:phantom:*` before it leaves. A call's promise cannot survive leaving the page,
 * so results arrive as a `redirectResult` event (and in the store), keyed by the pending method.
 *
 * @example
 * ```ts
 * const config = createConfig({
 *   networks,
 *   connectors: [walletStandard(), injected(), phantomDeepLink()],
 * });
 * config.emitter.on('redirectResult', ({ data, error }) => render(data ?? error));
 * ```
 */
export function phantomDeepLink(parameters: PhantomDeepLinkParameters = {}): CreateConnectorsFn {
  return (context) => {
    const list = createConnectorList();
    const connector = createPhantomDeepLinkConnector(parameters, context);
    const offer = () => {
      const enabled = parameters.enabled
        ? parameters.enabled()
        : connector.getAccounts().length > 0 || defaultEnabled();
      list.set(enabled ? [connector] : []);
    };
    offer();
    void connector.ready().then(offer);
    return { get: list.get, subscribe: list.subscribe, destroy: () => undefined };
  };
}

function defaultEnabled(): boolean {
  const injected = (globalThis as { phantom?: { solana?: unknown } }).phantom?.solana;
  return detectEnvironment().isMobile && !injected;
}

function browserPage(): DeepLinkPage {
  return {
    getUrl: () => location.href,
    replaceUrl: (url) => history.replaceState(history.state, '', url),
    navigate: (url) => location.assign(url),
  };
}

/**
 * Builds the connector {@link phantomDeepLink} offers; exported for hosts that wire connectors
 * themselves.
 *
 * @example
 * ```ts
 * const connector = createPhantomDeepLinkConnector({ baseUrl }, context);
 * await connector.ready();
 * ```
 */
export function createPhantomDeepLinkConnector(
  parameters: PhantomDeepLinkParameters,
  context: ConnectorContext,
): ConnectorWithResults {
  const baseUrl = (parameters.baseUrl ?? PHANTOM_UNIVERSAL_LINK).replace(/\/+$/, '');
  const storage = parameters.storage ?? createStorage({ adapter: createIndexedDbStorageAdapter() });
  const page = parameters.page ?? browserPage();
  const vault = createSecretVault(storage, KEYS.vaultKey);
  // The box cipher loads only when a request is sealed or an answer opened: a host whose users
  // never take the deep link does not ship it.
  const naclBox = () => import('./nacl-box.js');
  const emitter = createEmitter<ConnectorEvents & { redirectResult: RedirectResult }>();
  const b58 = (bytes: Uint8Array) => base58.encode(bytes);
  const fromB58 = (text: string, name: string): Uint8Array => {
    try {
      return base58.decode(text);
    } catch (cause) {
      throw new LatchkeyError(LATCHKEY_ERROR__DEEPLINK__MALFORMED_RESPONSE, {
        context: { reason: `${name} is not base58` },
        cause,
      });
    }
  };
  let address: string | undefined;
  let lastResult: RedirectResult | undefined;

  const redirectLink = () => stripRedirectParameters(page.getUrl());
  const appUrl = () => parameters.appUrl ?? new URL(page.getUrl()).origin;
  const link = (method: DeepLinkMethod, query: Record<string, string>) => {
    const url = new URL(`${baseUrl}/${method}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url.toString();
  };
  const leave = (url: string): Promise<never> => {
    page.navigate(url);
    // The page is unloading; the answer comes back as a redirect result.
    return new Promise<never>(() => undefined);
  };

  const requireStored = async <T>(key: string, name: string): Promise<T> => {
    const value = await storage.getItem<T>(key);
    if (value === undefined || value === null || value === '') {
      throw new LatchkeyError(LATCHKEY_ERROR__DEEPLINK__MISSING_STORED_VALUE, {
        context: { name },
      });
    }
    return value;
  };
  const requireSecret = async (key: string, name: string): Promise<Uint8Array> => {
    const secret = await vault.open(key);
    if (!secret) {
      throw new LatchkeyError(LATCHKEY_ERROR__DEEPLINK__MISSING_STORED_VALUE, {
        context: { name },
      });
    }
    return secret;
  };

  /** Stores the pending request, then leaves with an encrypted payload. */
  const request = async (
    method: Exclude<DeepLinkMethod, 'connect'>,
    payload: Record<string, unknown>,
    pending: Omit<PendingDeepLinkRequest, 'id' | 'method' | 'createdAt'> = {},
  ): Promise<never> => {
    if (!address) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__NOT_CONNECTED);
    const session = await requireStored<string>(KEYS.session, 'session');
    const sharedSecret = await requireSecret(KEYS.sharedSecret, 'sharedSecret');
    const dappPublicKey = await requireStored<string>(KEYS.dappPublicKey, 'dappPublicKey');
    const { sealJson } = await naclBox();
    const { nonce, box } = sealJson(sharedSecret, { ...payload, session });
    await storage.setItem(KEYS.pending, {
      id: crypto.randomUUID(),
      method,
      createdAt: Date.now(),
      ...pending,
    } satisfies PendingDeepLinkRequest);
    return leave(
      link(method, {
        dapp_encryption_public_key: dappPublicKey,
        nonce: b58(nonce),
        redirect_link: redirectLink(),
        payload: b58(box),
      }),
    );
  };

  const clearSession = async () => {
    address = undefined;
    await Promise.all(Object.values(KEYS).map((key) => storage.removeItem(key)));
  };

  /** Turns the answer in the address bar into a result; never throws. */
  const consume = async (): Promise<void> => {
    address = (await storage.getItem<string>(KEYS.address).catch(() => undefined)) || undefined;
    const answer = readRedirectParameters(page.getUrl());
    if (!answer) return;
    // Strip first: a reload must never replay an answer.
    page.replaceUrl(stripRedirectParameters(page.getUrl()));
    const pending = await storage
      .getItem<PendingDeepLinkRequest>(KEYS.pending)
      .catch(() => undefined);
    await storage.removeItem(KEYS.pending).catch(() => undefined);
    try {
      if (!pending?.method) throw new LatchkeyError(LATCHKEY_ERROR__DEEPLINK__NO_PENDING_REQUEST);
      if (Date.now() - pending.createdAt > DEEP_LINK_REQUEST_TTL_MS) {
        throw malformed('the request it answers has expired');
      }
      // An answer is used once: its nonce is remembered for the session.
      const used =
        (await storage.getItem<string[]>(KEYS.answerNonces).catch(() => undefined)) ?? [];
      if (answer.nonce && used.includes(answer.nonce))
        throw malformed('the answer was used already');
      const data = await decodeAnswer(pending, answer);
      if (answer.nonce) {
        await storage.setItem(KEYS.answerNonces, [...used, answer.nonce].slice(-REMEMBERED_NONCES));
      }
      const { checkAnswerBinding } = await import('./check-answer-binding.js');
      await checkAnswerBinding({ pending, data, address });
      lastResult = { method: pending.method, requestId: pending.id, data };
    } catch (error) {
      lastResult = {
        method: pending?.method,
        requestId: pending?.id,
        error: error instanceof LatchkeyError ? error : toMalformed(error),
      };
      if (pending?.method === 'connect') await clearSession();
    }
    emitter.emit('redirectResult', lastResult);
  };

  const decodeAnswer = async (
    pending: PendingDeepLinkRequest,
    answer: RedirectParameters,
  ): Promise<DeepLinkResultData> => {
    if (answer.errorCode !== undefined) throw walletError(answer, pending.method);
    const required = (name: keyof RedirectParameters) => {
      const value = answer[name];
      if (!value) {
        throw new LatchkeyError(LATCHKEY_ERROR__DEEPLINK__MISSING_QUERY_PARAMETER, {
          context: { name },
        });
      }
      return value;
    };
    if (pending.method === 'connect') {
      const walletKey = required('phantom_encryption_public_key');
      const nonce = required('nonce');
      const data = required('data');
      const secretKey = await requireSecret(KEYS.dappSecretKey, 'dappSecretKey');
      const { deriveSharedSecret, openJson } = await naclBox();
      const sharedSecret = deriveSharedSecret(
        secretKey,
        fromB58(walletKey, 'phantom_encryption_public_key'),
      );
      const opened = openJson(sharedSecret, fromB58(data, 'data'), fromB58(nonce, 'nonce')) as {
        public_key?: unknown;
        session?: unknown;
      };
      if (!isSolanaAddress(opened?.public_key)) throw malformed('public_key is not an address');
      if (typeof opened.session !== 'string' || !opened.session)
        throw malformed('session is missing');
      await vault.seal(KEYS.sharedSecret, sharedSecret);
      await vault.remove(KEYS.dappSecretKey); // the shared key is all later requests need
      await storage.setItem(KEYS.walletEncryptionPublicKey, walletKey);
      await storage.setItem(KEYS.session, opened.session);
      await storage.setItem(KEYS.address, opened.public_key);
      address = opened.public_key;
      emitter.emit('accountsChanged', { accounts: [opened.public_key] });
      return { method: 'connect', address: opened.public_key };
    }
    const nonce = required('nonce');
    const data = required('data');
    // An answer naming another wallet key than the one this session was made with is not ours.
    const walletKey = answer.phantom_encryption_public_key;
    if (walletKey !== undefined) {
      const known = await storage.getItem<string>(KEYS.walletEncryptionPublicKey);
      if (walletKey !== known) throw malformed('the answer names another wallet key');
    }
    const sharedSecret = await requireSecret(KEYS.sharedSecret, 'sharedSecret');
    const { openJson } = await naclBox();
    const opened = openJson(sharedSecret, fromB58(data, 'data'), fromB58(nonce, 'nonce')) as Record<
      string,
      unknown
    >;
    const text = (name: string) => {
      const value = opened?.[name];
      if (typeof value !== 'string' || !value) throw malformed(`${name} is missing`);
      return value;
    };
    switch (pending.method) {
      case 'signMessage': {
        const signature = fromB58(text('signature'), 'signature');
        if (signature.length !== 64) throw malformed('signature is not 64 bytes');
        return {
          method: 'signMessage',
          signature,
          signedMessage: fromB58(pending.message ?? '', 'message'),
        };
      }
      case 'signTransaction':
        return {
          method: 'signTransaction',
          transaction: fromB58(text('transaction'), 'transaction'),
        };
      case 'signAllTransactions': {
        const transactions = opened?.transactions;
        if (!Array.isArray(transactions) || transactions.some((t) => typeof t !== 'string')) {
          throw malformed('transactions is missing');
        }
        return {
          method: 'signAllTransactions',
          transactions: transactions.map((t: string) => fromB58(t, 'transactions')),
        };
      }
      case 'signAndSendTransaction': {
        const signature = text('signature');
        if (fromB58(signature, 'signature').length !== 64)
          throw malformed('signature is not 64 bytes');
        const [asked] = pending.transactions ?? [];
        if (!asked) throw malformed('the request it answers holds no transaction');
        // Confirmed, and checked against what was asked, where the config takes the result.
        return {
          method: 'signAndSendTransaction',
          signature,
          transaction: fromB58(asked, 'transaction'),
          ...(pending.lastValidBlockHeight
            ? { lastValidBlockHeight: BigInt(pending.lastValidBlockHeight) }
            : {}),
        };
      }
      default:
        throw malformed(`no answer expected for ${pending.method}`);
    }
  };

  const consumed = consume().catch((error: unknown) => {
    context.logger.error('Could not read the wallet redirect', error);
  });

  const connector: ConnectorWithResults = {
    id: 'deep-link:phantom',
    name: 'Phantom',
    icon: getWalletBookEntry('phantom')?.icon,
    type: 'deep-link',
    walletBookKey: 'phantom',
    supports: { signMessage: true, signIn: false, signAndSendTransaction: true },
    ready: () => consumed,
    getRedirectResult: () => lastResult,
    async connect(options = {}) {
      await consumed;
      if (address) return { accounts: [address] };
      if (options.silent) {
        throw new LatchkeyError(LATCHKEY_ERROR__WALLET__NO_ACCOUNTS, {
          context: { wallet: 'Phantom' },
        });
      }
      const { generateEncryptionKeyPair } = await naclBox();
      const { secretKey, publicKey } = generateEncryptionKeyPair();
      await vault.seal(KEYS.dappSecretKey, secretKey);
      secretKey.fill(0);
      await storage.setItem(KEYS.dappPublicKey, b58(publicKey));
      await storage.setItem(KEYS.pending, {
        id: crypto.randomUUID(),
        method: 'connect',
        createdAt: Date.now(),
      } satisfies PendingDeepLinkRequest);
      const cluster = CLUSTERS[context.getNetwork().cluster];
      return leave(
        link('connect', {
          app_url: appUrl(),
          dapp_encryption_public_key: b58(publicKey),
          redirect_link: redirectLink(),
          ...(cluster ? { cluster } : {}),
        }),
      );
    },
    async disconnect() {
      await consumed;
      const session = await storage.getItem<string>(KEYS.session);
      const sharedSecret = await vault.open(KEYS.sharedSecret);
      const dappPublicKey = await storage.getItem<string>(KEYS.dappPublicKey);
      await clearSession();
      if (!session || !sharedSecret || !dappPublicKey) return;
      const { sealJson } = await naclBox();
      const { nonce, box } = sealJson(sharedSecret, { session });
      void leave(
        link('disconnect', {
          dapp_encryption_public_key: dappPublicKey,
          nonce: b58(nonce),
          redirect_link: redirectLink(),
          payload: b58(box),
        }),
      );
    },
    getAccounts: () => (address ? [address] : []),
    async signMessage(message) {
      const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message;
      return request(
        'signMessage',
        { message: b58(bytes), display: typeof message === 'string' ? 'utf8' : 'hex' },
        { message: b58(bytes) },
      );
    },
    signTransaction: (transaction: TransactionInput) => {
      const encoded = b58(toTransactionBytes(transaction));
      return request('signTransaction', { transaction: encoded }, { transactions: [encoded] });
    },
    signAllTransactions: (transactions) => {
      const encoded = transactions.map((transaction) => b58(toTransactionBytes(transaction)));
      return request('signAllTransactions', { transactions: encoded }, { transactions: encoded });
    },
    signAndSendTransaction(bytes, options: WalletSendOptions = {}) {
      const encoded = b58(bytes);
      return request(
        'signAndSendTransaction',
        {
          transaction: encoded,
          sendOptions: {
            skipPreflight: options.skipPreflight ?? false,
            preflightCommitment: 'confirmed',
          },
        },
        options.lastValidBlockHeight === undefined
          ? { transactions: [encoded] }
          : {
              transactions: [encoded],
              lastValidBlockHeight: options.lastValidBlockHeight.toString(),
            },
      );
    },
    on: (eventName, listener) => emitter.on(eventName, listener as never),
  };
  return connector;
}

/** How long a request sent to the wallet may wait for its answer. */
export const DEEP_LINK_REQUEST_TTL_MS = 15 * 60 * 1000;

// Nonces of answers already read, kept for the session (an answer is never read twice).
const REMEMBERED_NONCES = 64;

function malformed(reason: string): LatchkeyError {
  return new LatchkeyError(LATCHKEY_ERROR__DEEPLINK__MALFORMED_RESPONSE, { context: { reason } });
}

function toMalformed(error: unknown): LatchkeyError {
  return malformed(error instanceof Error ? error.message : String(error));
}

function walletError(answer: RedirectParameters, method: DeepLinkMethod): LatchkeyError {
  const code = answer.errorCode ?? '';
  const reason = answer.errorMessage || 'the wallet gave no reason';
  if (code === '4001') {
    return new UserCancellationError(LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED, {
      details: { wallet: 'Phantom', method, errorMessage: reason },
    });
  }
  if (code === '-32601') {
    return new LatchkeyError(LATCHKEY_ERROR__WALLET__FEATURE_NOT_SUPPORTED, {
      context: { wallet: 'Phantom', feature: method },
    });
  }
  return new LatchkeyError(LATCHKEY_ERROR__WALLET__REQUEST_FAILED, {
    context: { wallet: 'Phantom', method, reason, walletCode: Number(code) || code },
  });
}
