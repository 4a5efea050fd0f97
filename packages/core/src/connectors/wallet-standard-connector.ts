import type { Wallet } from '@wallet-standard/base';
import { createEmitter } from '../events/create-emitter.js';
import type { Connector, ConnectorContext, ConnectorEvents } from './connector.js';
import type { WalletQuirks } from './wallet-quirks.js';
import { connectWalletStandard, disconnectWalletStandard } from './wallet-standard-connect.js';
import {
  standardChainOption,
  standardFeature,
  type WalletStandardConnectorState,
} from './wallet-standard-connector-state.js';
import { WALLET_STANDARD_FEATURES as F } from './wallet-standard-features.js';
import { signInWithStandardWallet } from './wallet-standard-sign-in.js';
import {
  signAndSendStandard,
  signStandardMessage,
  signStandardTransactions,
} from './wallet-standard-signing.js';

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
  const state: WalletStandardConnectorState = {
    wallet,
    name: wallet.name,
    context,
    quirks,
    emitter: createEmitter<ConnectorEvents>(),
    accounts: [],
    connectedAt: 0,
    stopEvents: undefined,
  };
  const connector: Connector = {
    id: `wallet-standard:${state.name}`,
    name: state.name,
    icon: wallet.icon,
    type: 'wallet-standard',
    walletBookKey: parameters.walletBookKey,
    get supports() {
      return {
        signMessage: !!standardFeature(state, F.signMessage) && !quirks.messageSigningUnsupported,
        signIn: !!standardFeature(state, F.signIn),
        // Only where the wallet says it has the selected chain: the send names it.
        signAndSendTransaction:
          !!standardFeature(state, F.signAndSendTransaction) &&
          'chain' in standardChainOption(state),
      };
    },
    connect: (options) => connectWalletStandard(state, options),
    disconnect: () => disconnectWalletStandard(state),
    getAccounts: () => state.accounts.map((account) => account.address),
    signMessage: (message) => signStandardMessage(state, message),
    async signTransaction(transaction) {
      const [signed] = await signStandardTransactions(state, [transaction]);
      return signed as Uint8Array;
    },
    signAllTransactions: (transactions) => signStandardTransactions(state, transactions),
    signAndSendTransaction: (bytes, options) => signAndSendStandard(state, bytes, options),
    on: (eventName, listener) => state.emitter.on(eventName, listener),
  };
  // Offered only by wallets that have it, as the wallet said when it was wrapped.
  if (standardFeature(state, F.signIn)) {
    connector.signIn = (input) => signInWithStandardWallet(state, input);
  }
  return connector;
}
