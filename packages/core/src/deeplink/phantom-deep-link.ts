import type {
  Connector,
  ConnectorContext,
  ConnectorEvents,
  CreateConnectorsFn,
} from '../connectors/connector.js';
import { createConnectorList } from '../connectors/create-connector-list.js';
import { detectEnvironment } from '../environment/detect-environment.js';
import { LATCHKEY_ERROR__WALLET__NO_ACCOUNTS } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { createEmitter } from '../events/create-emitter.js';
import { createStorage, type LatchkeyStorage } from '../storage/create-storage.js';
import { createIndexedDbStorageAdapter } from '../storage/indexed-db-storage-adapter.js';
import { getWalletBookEntry } from '../wallet-book/find-wallet-book-entry.js';
import type { WalletBookEntry } from '../wallet-book/wallet-book-entry.js';
import { browserPage, type DeepLinkPage } from './deep-link-page.js';
import { PHANTOM_STORAGE_KEYS as KEYS } from './deep-link-storage-keys.js';
import type { RedirectResult } from './deep-link-types.js';
import type { PhantomDeepLinkRequests } from './phantom-deep-link-requests.js';
import { readRedirectParameters } from './redirect-parameters.js';

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
  const storage = parameters.storage ?? createStorage({ adapter: createIndexedDbStorageAdapter() });
  const page = parameters.page ?? browserPage();
  const emitter = createEmitter<ConnectorEvents & { redirectResult: RedirectResult }>();
  let address: string | undefined;
  let lastResult: RedirectResult | undefined;
  // What it sends to the app (and the crypto for it) loads the first time it is used.
  let loaded: Promise<PhantomDeepLinkRequests> | undefined;
  const requests = () => {
    loaded ??= import('./phantom-deep-link-requests.js').then((module) =>
      module.createPhantomDeepLinkRequests({
        ...parameters,
        entry,
        storage,
        page,
        context,
        address: () => address,
      }),
    );
    return loaded;
  };

  const consumed = (async () => {
    address = (await storage.getItem<string>(KEYS.address).catch(() => undefined)) || undefined;
    // Reading an answer loads only when the address bar holds one: most page loads do not.
    if (!readRedirectParameters(page.getUrl())) return;
    const result = await (await requests()).consumeAnswer();
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
      return (await requests()).connect();
    },
    async disconnect() {
      await consumed;
      address = undefined;
      await (await requests()).disconnect();
    },
    getAccounts: () => (address ? [address] : []),
    signMessage: async (message) => (await requests()).signMessage(message),
    signTransaction: async (transaction) => (await requests()).signTransaction(transaction),
    signAllTransactions: async (transactions) =>
      (await requests()).signAllTransactions(transactions),
    signAndSendTransaction: async (bytes, options) =>
      (await requests()).signAndSendTransaction(bytes, options),
    on: (eventName, listener) => emitter.on(eventName, listener as never),
  };
  return connector;
}
