import type { Wallet, WalletAccount } from '@wallet-standard/base';
import {
  LATCHKEY_ERROR__WALLET__NO_ACCOUNTS,
  LATCHKEY_ERROR__WALLET__NOT_CONNECTED,
} from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { createEmitter } from '../events/create-emitter.js';
import { DEFAULT_COMMITMENT } from '../networks/solana-network.js';
import type { Connector, ConnectorContext, ConnectorEvents } from './connector.js';
import { capSilentConnect } from './connector-helpers.js';
import { toWalletError } from './to-wallet-error.js';
import type { WalletQuirks } from './wallet-quirks.js';
import { requireStandardFeature, standardFeature } from './wallet-standard-features.js';
import type { StandardWalletSigner } from './wallet-standard-signing.js';

// The signing calls are a chunk of their own: loaded as the wallet connects (so a signature the
// user asks for does not wait on the network), never with the page.
const loadSigning = () => import('./wallet-signing.js');

/** Parameters of {@link createWalletStandardConnector}. */
export interface CreateWalletStandardConnectorParameters {
  /** A wallet from `getWallets()`, already checked with `qualifiesForLatchkey`. */
  wallet: Wallet;
  context: ConnectorContext;
  /** The wallet-book entry it matches, for quirks and links. */
  walletBookKey?: string;
  quirks?: WalletQuirks;
}

/**
 * Wraps one Wallet Standard wallet as a Latchkey connector. Features are read at call time,
 * since a wallet may change them; `solana:signAndSendTransaction` is offered (see `supports`)
 * when the wallet has it for the selected chain.
 *
 * @example
 * ```ts
 * const connector = createWalletStandardConnector({ wallet, context });
 * const { accounts } = await connector.connect();
 * ```
 */
export function createWalletStandardConnector(
  parameters: CreateWalletStandardConnectorParameters,
): Connector {
  const { wallet, context } = parameters;
  const quirks = parameters.quirks ?? {};
  const name = wallet.name;
  const emitter = createEmitter<ConnectorEvents>();
  let accounts: readonly WalletAccount[] = [];
  let connectedAt = 0;
  let stopEvents: (() => void) | undefined;
  const activeAccount = (): WalletAccount => {
    const account = accounts[0];
    if (!account) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__NOT_CONNECTED);
    return account;
  };
  // Ask for the selected chain only where the wallet says it supports it.
  const chainOption = (): { chain: `${string}:${string}` } | Record<string, never> => {
    const { chainId } = context.getNetwork();
    return wallet.chains.includes(chainId) ? { chain: chainId } : {};
  };
  const setAccounts = (next: readonly WalletAccount[]) => {
    const before = addressesOf(accounts).join();
    accounts = next;
    const after = addressesOf(next);
    if (after.join() !== before) emitter.emit('accountsChanged', { accounts: after });
  };
  const listen = () => {
    stopEvents?.();
    stopEvents = standardFeature(wallet, 'standard:events')?.on('change', (change) => {
      if (change.accounts) setAccounts(solanaAccounts(change.accounts));
      if (change.chains) emitter.emit('chainChanged', { chains: [...change.chains] });
    });
  };
  const signer: StandardWalletSigner = {
    wallet,
    name,
    quirks,
    connectedAt: () => connectedAt,
    commitment: DEFAULT_COMMITMENT,
    activeAccount,
    chainOption,
  };
  const connected = () => {
    connectedAt = Date.now();
    // Fetched now, awaited when a signature is asked for; a failure here shows up there.
    loadSigning().catch(() => undefined);
  };
  const connector: Connector = {
    id: `wallet-standard:${name}`,
    name,
    icon: wallet.icon,
    type: 'wallet-standard',
    walletBookKey: parameters.walletBookKey,
    get supports() {
      return {
        signMessage:
          !!standardFeature(wallet, 'solana:signMessage') && !quirks.messageSigningUnsupported,
        signIn: !!standardFeature(wallet, 'solana:signIn'),
        // Only where the wallet says it has the selected chain: the send names it.
        signAndSendTransaction:
          !!standardFeature(wallet, 'solana:signAndSendTransaction') && 'chain' in chainOption(),
      };
    },
    async connect(options = {}) {
      const request = requireStandardFeature(wallet, name, 'standard:connect').connect(
        options.silent ? { silent: true } : undefined,
      );
      let result: Awaited<typeof request>;
      try {
        result = await (options.silent ? capSilentConnect(request, name, quirks) : request);
      } catch (error) {
        throw toWalletError(error, name, 'connect');
      }
      // Some wallets answer connect with nothing and fill `wallet.accounts` instead.
      const found = solanaAccounts(result?.accounts?.length ? result.accounts : wallet.accounts);
      if (found.length === 0) {
        throw new LatchkeyError(LATCHKEY_ERROR__WALLET__NO_ACCOUNTS, { context: { wallet: name } });
      }
      connected();
      accounts = found;
      listen();
      return { accounts: addressesOf(accounts) };
    },
    async disconnect() {
      stopEvents?.();
      stopEvents = undefined;
      accounts = [];
      try {
        await standardFeature(wallet, 'standard:disconnect')?.disconnect();
      } catch (error) {
        // The session is gone on our side either way; say why the wallet refused.
        context.logger.warn(`${name} failed to disconnect`, error);
      }
    },
    getAccounts: () => addressesOf(accounts),
    signMessage: async (message) =>
      (await loadSigning()).signMessageWithStandardWallet(signer, message),
    async signTransaction(transaction) {
      const [signed] = await (await loadSigning()).signWithStandardWallet(signer, [transaction]);
      return signed as Uint8Array;
    },
    signAllTransactions: async (transactions) =>
      (await loadSigning()).signWithStandardWallet(signer, transactions),
    signAndSendTransaction: async (bytes, options) =>
      (await loadSigning()).signAndSendWithStandardWallet(signer, bytes, options),
    on: (eventName, listener) => emitter.on(eventName, listener),
  };
  if (standardFeature(wallet, 'solana:signIn')) {
    connector.signIn = async (input) => {
      const output = await (await loadSigning()).signInWithStandardWallet(wallet, name, input);
      connected();
      const signedIn = solanaAccounts([output.account]);
      if (!addressesOf(accounts).includes(output.account.address)) {
        setAccounts(signedIn.length ? signedIn : accounts);
        listen();
      }
      return {
        address: output.account.address,
        signedMessage: output.signedMessage,
        signature: output.signature,
      };
    };
  }
  return connector;
}

function solanaAccounts(list: readonly WalletAccount[]): readonly WalletAccount[] {
  return list.filter((account) => account.chains.some((chain) => chain.startsWith('solana:')));
}

function addressesOf(list: readonly WalletAccount[]): string[] {
  return list.map((account) => account.address);
}
