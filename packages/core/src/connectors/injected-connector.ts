import { createEmitter } from '../events/create-emitter.js';
import { toTransactionBytes } from '../transactions/transaction-input.js';
import type { Connector, ConnectorContext, ConnectorEvents } from './connector.js';
import { connectInjected, disconnectInjected } from './injected-connect.js';
import type { InjectedConnectorState } from './injected-connector-state.js';
import type { InjectedProvider } from './injected-provider.js';
import {
  signAndSendInjected,
  signInjectedMessage,
  signInjectedTransactions,
} from './injected-signing.js';
import type { WalletQuirks } from './wallet-quirks.js';

/** Parameters of {@link createInjectedConnector}. */
export interface CreateInjectedConnectorParameters {
  provider: InjectedProvider;
  context: ConnectorContext;
  /** The wallet-book entry's key, name and icon. */
  walletBookKey: string;
  name: string;
  icon?: string | undefined;
  quirks?: WalletQuirks;
}

/**
 * Wraps a Phantom-style injected provider (found through the wallet book's window locations) as
 * a Latchkey connector: silent connect through `onlyIfTrusted`, `accountChanged` and
 * `disconnect` events, and signatures normalised to bytes whatever shape the wallet returns.
 *
 * @example
 * ```ts
 * const connector = createInjectedConnector({
 *   provider: window.solflare,
 *   context,
 *   walletBookKey: 'solflare',
 *   name: 'Solflare',
 *   quirks: { signMessageDelayAfterConnectMs: 100 },
 * });
 * ```
 */
export function createInjectedConnector(parameters: CreateInjectedConnectorParameters): Connector {
  const { provider, context, name } = parameters;
  const quirks = parameters.quirks ?? {};
  const state: InjectedConnectorState = {
    provider,
    name,
    quirks,
    emitter: createEmitter<ConnectorEvents>(),
    address: undefined,
    connectedAt: 0,
    stopEvents: undefined,
  };
  return {
    id: `injected:${parameters.walletBookKey}`,
    name,
    icon: parameters.icon,
    type: 'injected',
    walletBookKey: parameters.walletBookKey,
    get supports() {
      return {
        signMessage:
          typeof provider.signMessage === 'function' && !quirks.messageSigningUnsupported,
        signIn: false,
        signAndSendTransaction: typeof provider.signAndSendTransaction === 'function',
      };
    },
    connect: (options) => connectInjected(state, options),
    disconnect: () => disconnectInjected(state, context.logger),
    getAccounts: () => (state.address ? [state.address] : []),
    signMessage: (message) => signInjectedMessage(state, message),
    async signTransaction(transaction) {
      const [signed] = await signInjectedTransactions(state, [toTransactionBytes(transaction)]);
      return signed as Uint8Array;
    },
    signAllTransactions: (transactions) =>
      signInjectedTransactions(state, transactions.map(toTransactionBytes)),
    signAndSendTransaction: (bytes, options) => signAndSendInjected(state, bytes, options),
    on: (eventName, listener) => state.emitter.on(eventName, listener),
  };
}
