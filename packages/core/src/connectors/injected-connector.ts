import {
  LATCHKEY_ERROR__WALLET__NO_ACCOUNTS,
  LATCHKEY_ERROR__WALLET__NOT_CONNECTED,
  LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED,
} from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { createEmitter } from '../events/create-emitter.js';
import { toTransactionBytes } from '../transactions/transaction-input.js';
import type {
  Connector,
  ConnectorContext,
  ConnectorEvents,
  WalletSendOptions,
} from './connector.js';
import {
  beforeSignMessage,
  capSilentConnect,
  sentTransactionId,
  toMessageBytes,
} from './connector-helpers.js';
import { encodeSignature } from './encode-signature.js';
import {
  type InjectedProvider,
  type InjectedPublicKey,
  injectedMethod,
  readInjectedAddress,
} from './injected-provider.js';
import { toWalletError } from './to-wallet-error.js';
import type { WalletQuirks } from './wallet-quirks.js';
import { fromSignedTransaction, toWireTransactionShim } from './wire-transaction-shim.js';

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

  const signTransactions = async (transactions: readonly Uint8Array[]) => {
    active();
    try {
      const shims = await Promise.all(transactions.map((bytes) => toWireTransactionShim(bytes)));
      if (shims.length > 1 && typeof provider.signAllTransactions === 'function') {
        const signed = await injectedMethod(provider, name, 'signAllTransactions')(shims);
        return signed.map(fromSignedTransaction);
      }
      const signTransaction = injectedMethod(provider, name, 'signTransaction');
      const signed: Uint8Array[] = [];
      for (const shim of shims) signed.push(fromSignedTransaction(await signTransaction(shim)));
      return signed;
    } catch (error) {
      throw toWalletError(error, name, 'signTransaction');
    }
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
    async signMessage(message) {
      const signMessage = injectedMethod(provider, name, 'signMessage');
      active();
      await beforeSignMessage(name, quirks, connectedAt);
      const bytes = toMessageBytes(message);
      let output: Awaited<ReturnType<typeof signMessage>>;
      try {
        output = await signMessage(bytes, 'utf8');
      } catch (error) {
        throw toWalletError(error, name, 'signMessage');
      }
      // Some wrappers return the bare signature instead of `{ signature }`.
      const signature = output instanceof Uint8Array ? output : output?.signature;
      if (!(signature instanceof Uint8Array) || signature.length !== 64) {
        throw new LatchkeyError(LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED, {
          details: { wallet: name },
        });
      }
      return { signedMessage: bytes, signature: new Uint8Array(signature) };
    },
    async signTransaction(transaction) {
      const [signed] = await signTransactions([toTransactionBytes(transaction)]);
      return signed as Uint8Array;
    },
    signAllTransactions: (transactions) => signTransactions(transactions.map(toTransactionBytes)),
    async signAndSendTransaction(bytes, options: WalletSendOptions = {}) {
      active();
      let signature: string;
      try {
        const send = injectedMethod(provider, name, 'signAndSendTransaction');
        const output = await send(
          await toWireTransactionShim(bytes),
          options.skipPreflight === undefined ? {} : { skipPreflight: options.skipPreflight },
        );
        signature =
          output?.signature instanceof Uint8Array
            ? await encodeSignature(output.signature)
            : String(output?.signature ?? '');
        if (!signature) throw new Error('The wallet returned no signature');
      } catch (error) {
        throw toWalletError(error, name, 'signAndSendTransaction');
      }
      return { signature: await sentTransactionId(bytes, signature) };
    },
    on: (eventName, listener) => emitter.on(eventName, listener),
  };
}
