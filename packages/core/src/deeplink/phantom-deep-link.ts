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
  LATCHKEY_ERROR__WALLET__NO_ACCOUNTS,
  LATCHKEY_ERROR__WALLET__NOT_CONNECTED,
} from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { createEmitter } from '../events/create-emitter.js';
import { createStorage, type LatchkeyStorage } from '../storage/create-storage.js';
import { createIndexedDbStorageAdapter } from '../storage/indexed-db-storage-adapter.js';
import { type TransactionInput, toTransactionBytes } from '../transactions/transaction-input.js';
import { getWalletBookEntry } from '../wallet-book/find-wallet-book-entry.js';
import type { WalletBookEntry } from '../wallet-book/wallet-book-entry.js';
import { browserPage, type DeepLinkPage } from './deep-link-page.js';
import { createDeepLinkSession, type DeepLinkSession } from './deep-link-session.js';
import { PHANTOM_STORAGE_KEYS as KEYS } from './deep-link-storage-keys.js';
import type { RedirectResult } from './deep-link-types.js';
import { readRedirectParameters } from './redirect-parameters.js';
import { createSecretVault } from './secret-vault.js';

/** Phantom's universal link (PROTOCOLS §1), as its built-in wallet-book entry's `deepLinks` has it. */
export const PHANTOM_UNIVERSAL_LINK = 'https://phantom.app/ul/v1';

/** Parameters of {@link phantomDeepLink}. */
export interface PhantomDeepLinkParameters {
  /**
   * Base of the links. Default: Phantom's wallet-book entry's `deepLinks.universal` (else its
   * `native`); the sandbox's responder in the demo.
   */
  baseUrl?: string;
  /** Entries to take Phantom's from (its links, name and icon). Default: the built-in book. */
  walletBook?: readonly WalletBookEntry[];
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
  const entry = getWalletBookEntry('phantom', parameters.walletBook);
  const links = entry?.deepLinks;
  const baseUrl = (
    parameters.baseUrl ??
    links?.universal ??
    links?.native ??
    PHANTOM_UNIVERSAL_LINK
  ).replace(/\/+$/, '');
  const storage = parameters.storage ?? createStorage({ adapter: createIndexedDbStorageAdapter() });
  const page = parameters.page ?? browserPage();
  const vault = createSecretVault(storage, KEYS.vaultKey);
  const session = createDeepLinkSession({ baseUrl, storage, vault, page });
  const emitter = createEmitter<ConnectorEvents & { redirectResult: RedirectResult }>();
  const b58 = async (bytes: Uint8Array) => (await session.naclBox()).base58.encode(bytes);
  let address: string | undefined;
  let lastResult: RedirectResult | undefined;

  const consumed = (async () => {
    address = (await storage.getItem<string>(KEYS.address).catch(() => undefined)) || undefined;
    // Reading an answer loads only when the address bar holds one: most page loads do not.
    if (!readRedirectParameters(page.getUrl())) return;
    const { consumeDeepLinkAnswer } = await import('./consume-deep-link-answer.js');
    const result = await consumeDeepLinkAnswer({ page, storage, vault, session, address });
    if (!result) return;
    if (result.data?.method === 'connect') {
      address = result.data.address;
      emitter.emit('accountsChanged', { accounts: [address] });
    } else if (result.method === 'connect') {
      address = undefined; // the half-made session was cleared
    }
    lastResult = result;
    emitter.emit('redirectResult', result);
  })().catch((error: unknown) => {
    context.logger.error('Could not read the wallet redirect', error);
  });

  /** A request needs the session a connect made. */
  const request: DeepLinkSession['request'] = (...args) => {
    if (!address) return Promise.reject(new LatchkeyError(LATCHKEY_ERROR__WALLET__NOT_CONNECTED));
    return session.request(...args);
  };

  const connector: ConnectorWithResults = {
    id: 'deep-link:phantom',
    name: entry?.name ?? 'Phantom',
    icon: entry?.icon,
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
      const { generateEncryptionKeyPair } = await session.naclBox();
      const { secretKey, publicKey } = generateEncryptionKeyPair();
      await vault.seal(KEYS.dappSecretKey, secretKey);
      secretKey.fill(0);
      const dappPublicKey = await b58(publicKey);
      await storage.setItem(KEYS.dappPublicKey, dappPublicKey);
      await session.remember('connect');
      const cluster = CLUSTERS[context.getNetwork().cluster];
      return session.open('connect', {
        app_url: parameters.appUrl ?? new URL(page.getUrl()).origin,
        dapp_encryption_public_key: dappPublicKey,
        redirect_link: session.redirectLink(),
        ...(cluster ? { cluster } : {}),
      });
    },
    async disconnect() {
      await consumed;
      const sessionId = await storage.getItem<string>(KEYS.session);
      const sharedSecret = await vault.open(KEYS.sharedSecret);
      const dappPublicKey = await storage.getItem<string>(KEYS.dappPublicKey);
      address = undefined;
      await session.clear();
      if (!sessionId || !sharedSecret || !dappPublicKey) return;
      const { sealJson } = await session.naclBox();
      const { nonce, box } = sealJson(sharedSecret, { session: sessionId });
      void session.open('disconnect', {
        dapp_encryption_public_key: dappPublicKey,
        nonce: await b58(nonce),
        redirect_link: session.redirectLink(),
        payload: await b58(box),
      });
    },
    getAccounts: () => (address ? [address] : []),
    async signMessage(message) {
      const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message;
      const encoded = await b58(bytes);
      return request(
        'signMessage',
        { message: encoded, display: typeof message === 'string' ? 'utf8' : 'hex' },
        { message: encoded },
      );
    },
    signTransaction: async (transaction: TransactionInput) => {
      const encoded = await b58(toTransactionBytes(transaction));
      return request('signTransaction', { transaction: encoded }, { transactions: [encoded] });
    },
    signAllTransactions: async (transactions) => {
      const encoded = await Promise.all(
        transactions.map((transaction) => b58(toTransactionBytes(transaction))),
      );
      return request('signAllTransactions', { transactions: encoded }, { transactions: encoded });
    },
    async signAndSendTransaction(bytes, options: WalletSendOptions = {}) {
      const encoded = await b58(bytes);
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
