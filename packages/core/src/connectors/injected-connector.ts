import {
  LATCHKEY_ERROR__WALLET__NO_ACCOUNTS,
  LATCHKEY_ERROR__WALLET__NOT_CONNECTED,
} from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { createEmitter } from '../events/create-emitter.js';
import type { Connector, ConnectorContext, ConnectorEvents } from './connector.js';
import { capSilentConnect } from './connector-helpers.js';
import {
  type InjectedProvider,
  type InjectedPublicKey,
  injectedMethod,
  readInjectedAddress,
} from './injected-provider.js';
import type { InjectedSigner } from './injected-signing.js';
import { toWalletError } from './to-wallet-error.js';
import type { WalletQuirks } from './wallet-quirks.js';

// The signing calls are a chunk of their own: loaded as the wallet connects (so a signature the
// user asks for does not wait on the network), never with the page.
const loadSigning = () => import('./wallet-signing.js');

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
  const emitter = createEmitter<ConnectorEvents>();
  let address: string | undefined;
  let connectedAt = 0;
  let stopEvents: (() => void) | undefined;

  const active = () => {
    if (!address) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__NOT_CONNECTED);
    return address;
  };
  const listen = () => {
    stopEvents?.();
    const onAccountChanged = (publicKey: unknown) => {
      const next = readInjectedAddress(publicKey as InjectedPublicKey | null);
      if (next === address) return;
      // null: the wallet switched to an account that has not approved this site.
      address = next;
      emitter.emit('accountsChanged', { accounts: next ? [next] : [] });
    };
    const onDisconnect = () => {
      if (!address) return;
      address = undefined;
      emitter.emit('disconnect', undefined);
    };
    provider.on?.('accountChanged', onAccountChanged);
    provider.on?.('disconnect', onDisconnect);
    stopEvents = () => {
      const off = (provider.off ?? provider.removeListener)?.bind(provider);
      off?.('accountChanged', onAccountChanged);
      off?.('disconnect', onDisconnect);
    };
  };

  const signer: InjectedSigner = {
    provider,
    name,
    quirks,
    connectedAt: () => connectedAt,
    requireConnected: active,
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
    async connect(options = {}) {
      const connect = injectedMethod(provider, name, 'connect');
      let result: Awaited<ReturnType<typeof connect>>;
      try {
        const request = connect(options.silent ? { onlyIfTrusted: true } : undefined);
        result = await (options.silent ? capSilentConnect(request, name, quirks) : request);
      } catch (error) {
        if (options.silent) {
          // Not trusted yet: a silent connect simply finds no accounts.
          throw new LatchkeyError(LATCHKEY_ERROR__WALLET__NO_ACCOUNTS, {
            context: { wallet: name },
            cause: error,
          });
        }
        throw toWalletError(error, name, 'connect');
      }
      const found = readInjectedAddress(result?.publicKey ?? provider.publicKey ?? null);
      if (!found) {
        throw new LatchkeyError(LATCHKEY_ERROR__WALLET__NO_ACCOUNTS, { context: { wallet: name } });
      }
      address = found;
      connectedAt = Date.now();
      // Fetched now, awaited when a signature is asked for; a failure here shows up there.
      loadSigning().catch(() => undefined);
      listen();
      return { accounts: [found] };
    },
    async disconnect() {
      stopEvents?.();
      stopEvents = undefined;
      address = undefined;
      try {
        await provider.disconnect?.();
      } catch (error) {
        context.logger.warn(`${name} failed to disconnect`, error);
      }
    },
    getAccounts: () => (address ? [address] : []),
    signMessage: async (message) => (await loadSigning()).signMessageWithInjected(signer, message),
    async signTransaction(transaction) {
      const [signed] = await (await loadSigning()).signWithInjected(signer, [transaction]);
      return signed as Uint8Array;
    },
    signAllTransactions: async (transactions) =>
      (await loadSigning()).signWithInjected(signer, transactions),
    signAndSendTransaction: async (bytes, options) =>
      (await loadSigning()).signAndSendWithInjected(signer, bytes, options),
    on: (eventName, listener) => emitter.on(eventName, listener),
  };
}
