import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { CreateConnectorsFn } from '../connectors/connector.js';
import { createConnectorList } from '../connectors/create-connector-list.js';
import { createWalletStandardConnector } from '../connectors/wallet-standard-connector.js';
import { detectEnvironment } from '../environment/detect-environment.js';
import { createStorage, type LatchkeyStorage } from '../storage/create-storage.js';
import { MWA_REMOTE_WALLET_NAME } from './mwa-names.js';
import { MWA_WALLET_ICON } from './mwa-wallet-icon.js';

/** Parameters of {@link remoteMobileWalletAdapter}. */
export interface RemoteMobileWalletAdapterParameters {
  /**
   * The host authority of an MWA reflector (`reflector.example.com`, dialled as `wss://`): the
   * server that relays between this page and the phone. The sandbox runs one locally.
   */
  reflector: string;
  /** The app name the phone's wallet shows. */
  appName?: string;
  /** Where the phone's authorization is kept. Default: localStorage under `latchkey:`. */
  storage?: LatchkeyStorage;
}

type Change = { accounts: readonly WalletAccount[] };

/**
 * Offers, on a desktop, a wallet app on the user's phone through Mobile Wallet Adapter's remote
 * association: the connect dialog's "Use a wallet on your phone" shows a QR code the phone's
 * wallet app scans. Only this small shell loads with the page; the protocol loads when the row
 * is opened. Not offered on phones (Android reaches its wallet apps directly) or on the server.
 *
 * @example
 * ```ts
 * const config = createConfig({
 *   networks,
 *   connectors: [walletStandard(), injected(), remoteMobileWalletAdapter({ reflector })],
 * });
 * ```
 */
export function remoteMobileWalletAdapter(
  parameters: RemoteMobileWalletAdapterParameters,
): CreateConnectorsFn {
  return (context) => {
    const list = createConnectorList();
    if (typeof window !== 'undefined' && !detectEnvironment().isMobile) {
      const storage = parameters.storage ?? createStorage();
      const listeners = new Set<(change: Change) => void>();
      const chains = (): `solana:${string}`[] => [context.getNetwork().chainId];
      let real: Promise<Wallet> | undefined;
      const load = () =>
        (real ??= import('./create-remote-mwa-wallet.js').then(({ createRemoteMwaWallet }) => {
          const wallet = createRemoteMwaWallet({
            reflector: parameters.reflector,
            ...(parameters.appName ? { appName: parameters.appName } : {}),
            storage,
            chains: chains(),
            getChain: () => context.getNetwork().chainId,
          });
          const events = wallet.features['standard:events'] as {
            on(event: 'change', listener: (change: Change) => void): () => void;
          };
          events.on('change', (change) => {
            accounts = change.accounts;
            for (const listener of [...listeners]) listener(change);
          });
          return wallet;
        }));
      let accounts: readonly WalletAccount[] = [];
      // Each feature loads the protocol on first use, then calls the real wallet's.
      const call =
        (feature: `${string}:${string}`, method: string) =>
        async (...args: unknown[]) =>
          ((await load()).features[feature] as Record<string, (...a: unknown[]) => unknown>)[
            method
          ]?.(...args);
      const shell: Wallet = {
        version: '1.0.0',
        name: MWA_REMOTE_WALLET_NAME,
        icon: MWA_WALLET_ICON,
        get chains() {
          return chains();
        },
        get accounts() {
          return accounts;
        },
        features: {
          'standard:connect': {
            version: '1.0.0',
            // A reload never reconnects a phone silently (its session ended with the page).
            connect: (input?: { silent?: boolean }) =>
              input?.silent ? Promise.resolve({ accounts }) : call('standard:connect', 'connect')(),
          },
          'standard:disconnect': {
            version: '1.0.0',
            disconnect: () => (real ? call('standard:disconnect', 'disconnect')() : undefined),
          },
          'standard:events': {
            version: '1.0.0',
            on: (_event: 'change', listener: (change: Change) => void) => {
              listeners.add(listener);
              return () => listeners.delete(listener);
            },
          },
          'solana:signIn': { version: '1.0.0', signIn: call('solana:signIn', 'signIn') },
          'solana:signMessage': {
            version: '1.0.0',
            signMessage: call('solana:signMessage', 'signMessage'),
          },
          'solana:signTransaction': {
            version: '1.0.0',
            supportedTransactionVersions: ['legacy', 0],
            signTransaction: call('solana:signTransaction', 'signTransaction'),
          },
          'solana:signAndSendTransaction': {
            version: '1.0.0',
            supportedTransactionVersions: ['legacy', 0],
            signAndSendTransaction: call('solana:signAndSendTransaction', 'signAndSendTransaction'),
          },
        },
      };
      list.set([createWalletStandardConnector({ wallet: shell, context })]);
    }
    return { get: list.get, subscribe: list.subscribe, destroy() {} };
  };
}
