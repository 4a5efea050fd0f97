import type { ConnectorContext, WalletSendOptions } from '../connectors/connector.js';
import { LATCHKEY_ERROR__WALLET__NOT_CONNECTED } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { LatchkeyStorage } from '../storage/create-storage.js';
import { type TransactionInput, toTransactionBytes } from '../transactions/transaction-input.js';
import type { WalletBookEntry } from '../wallet-book/wallet-book-entry.js';
import { consumeDeepLinkAnswer } from './consume-deep-link-answer.js';
import type { DeepLinkPage } from './deep-link-page.js';
import { createDeepLinkSession, type DeepLinkSession } from './deep-link-session.js';
import { PHANTOM_STORAGE_KEYS as KEYS } from './deep-link-storage-keys.js';
import type { RedirectResult } from './deep-link-types.js';
import { PHANTOM_UNIVERSAL_LINK } from './phantom-universal-link.js';
import { createSecretVault } from './secret-vault.js';

const CLUSTERS: Record<string, string> = {
  'mainnet-beta': 'mainnet-beta',
  devnet: 'devnet',
  testnet: 'testnet',
};

/** What the Phantom deep-link connector sends to the app, loaded on its first use. */
export type PhantomDeepLinkRequests = ReturnType<typeof createPhantomDeepLinkRequests>;

/**
 * Everything the Phantom deep-link connector does once it is used: the links out (connect,
 * disconnect, the signing methods), the sealed secrets they need, and reading an answer the app
 * sent back. A chunk of its own, so a page whose users never take the deep link loads none of it.
 */
export function createPhantomDeepLinkRequests(parameters: {
  baseUrl?: string;
  appUrl?: string;
  entry: WalletBookEntry | undefined;
  storage: LatchkeyStorage;
  page: DeepLinkPage;
  context: ConnectorContext;
  /** The connected address, as the connector holds it. */
  address: () => string | undefined;
}) {
  const { storage, page, context, address } = parameters;
  const links = parameters.entry?.deepLinks;
  const baseUrl = (
    parameters.baseUrl ??
    links?.universal ??
    links?.native ??
    PHANTOM_UNIVERSAL_LINK
  ).replace(/\/+$/, '');
  const vault = createSecretVault(storage, KEYS.vaultKey);
  const session = createDeepLinkSession({ baseUrl, storage, vault, page });
  const b58 = async (bytes: Uint8Array) => (await session.naclBox()).base58.encode(bytes);

  /** A request needs the session a connect made. */
  const request: DeepLinkSession['request'] = (...args) => {
    if (!address()) return Promise.reject(new LatchkeyError(LATCHKEY_ERROR__WALLET__NOT_CONNECTED));
    return session.request(...args);
  };

  return {
    consumeAnswer: (): Promise<RedirectResult | undefined> =>
      consumeDeepLinkAnswer({ page, storage, vault, session, address: address() }),
    async connect(): Promise<never> {
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
    async disconnect(): Promise<void> {
      const sessionId = await storage.getItem<string>(KEYS.session);
      const sharedSecret = await vault.open(KEYS.sharedSecret);
      const dappPublicKey = await storage.getItem<string>(KEYS.dappPublicKey);
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
    async signMessage(message: string | Uint8Array) {
      const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message;
      const encoded = await b58(bytes);
      return request(
        'signMessage',
        { message: encoded, display: typeof message === 'string' ? 'utf8' : 'hex' },
        { message: encoded },
      );
    },
    async signTransaction(transaction: TransactionInput) {
      const encoded = await b58(toTransactionBytes(transaction));
      return request('signTransaction', { transaction: encoded }, { transactions: [encoded] });
    },
    async signAllTransactions(transactions: readonly TransactionInput[]) {
      const encoded = await Promise.all(
        transactions.map((transaction) => b58(toTransactionBytes(transaction))),
      );
      return request('signAllTransactions', { transactions: encoded }, { transactions: encoded });
    },
    async signAndSendTransaction(bytes: Uint8Array, options: WalletSendOptions = {}) {
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
  };
}
