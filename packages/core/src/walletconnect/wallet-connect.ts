import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { CreateConnectorsFn } from '../connectors/connector.js';
import { createConnectorList } from '../connectors/create-connector-list.js';
import { createWalletStandardConnector } from '../connectors/wallet-standard-connector.js';
import { createStorage, type LatchkeyStorage } from '../storage/create-storage.js';
import { createIndexedDbStorageAdapter } from '../storage/indexed-db-storage-adapter.js';
import { WALLETCONNECT_SESSION_KEY, WALLETCONNECT_WALLET_NAME } from './walletconnect-names.js';
import { WALLETCONNECT_WALLET_ICON } from './walletconnect-wallet-icon.js';

/** Parameters of {@link walletConnect}. */
export interface WalletConnectParameters {
  /** The project id WalletConnect's dashboard (Reown's) gives the app; the relay requires one. */
  projectId: string;
  /** The relay's WebSocket URL. Default WalletConnect's (`wss://relay.walletconnect.org`). */
  relayUrl?: string;
  /**
   * What the wallet shows of the app. Default: the config's app name, this page's origin as its
   * URL, no icon.
   */
  metadata?: { name?: string; description?: string; url?: string; icons?: string[] };
  /** Where the session is kept. Default: IndexedDB under `latchkey:` (sealed, see the guide). */
  storage?: LatchkeyStorage;
  /** How long a wallet has to answer a request, in seconds. Default 300 (WalletConnect's least). */
  requestExpirySeconds?: number;
}

type Change = { accounts: readonly WalletAccount[] };

/**
 * Offers every phone wallet that speaks WalletConnect, on WalletConnect's own client
 * (`@walletconnect/sign-client`, installed beside Latchkey): on a desktop the connect dialog
 * shows the pairing's QR code, on a phone it opens the wallet the user picks with the pairing.
 * Only this small shell loads with the page; the client loads when the user picks WalletConnect,
 * or on a reload with a session to resume.
 *
 * @example
 * ```ts
 * const config = createConfig({
 *   appName: 'Acme',
 *   networks,
 *   connectors: [walletStandard(), walletConnect({ projectId: 'your-project-id' })],
 * });
 * ```
 */
export function walletConnect(parameters: WalletConnectParameters): CreateConnectorsFn {
  return (context) => {
    const list = createConnectorList();
    if (typeof window === 'undefined') return { ...list, destroy() {} };
    const storage =
      parameters.storage ?? createStorage({ adapter: createIndexedDbStorageAdapter() });
    const listeners = new Set<(change: Change) => void>();
    let accounts: readonly WalletAccount[] = [];
    let real: Promise<Wallet> | undefined;
    const load = () =>
      (real ??= import('./create-walletconnect-wallet.js').then(({ createWalletConnectWallet }) => {
        const wallet = createWalletConnectWallet({
          projectId: parameters.projectId,
          relayUrl: parameters.relayUrl,
          metadata: {
            name: parameters.metadata?.name ?? context.appName ?? document.title,
            description: parameters.metadata?.description ?? '',
            url: parameters.metadata?.url ?? location.origin,
            icons: parameters.metadata?.icons ?? [],
          },
          storage,
          getNetwork: context.getNetwork,
          ...(parameters.requestExpirySeconds
            ? { requestExpirySeconds: parameters.requestExpirySeconds }
            : {}),
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
    real?.catch(() => undefined);
    // Each feature loads the client on first use, then calls the real wallet's.
    const call =
      (feature: `${string}:${string}`, method: string) =>
      async (...args: unknown[]) => {
        const loading = load();
        loading.catch(() => {
          real = undefined;
        });
        return ((await loading).features[feature] as Record<string, (...a: unknown[]) => unknown>)[
          method
        ]?.(...args);
      };
    const shell: Wallet = {
      version: '1.0.0',
      name: WALLETCONNECT_WALLET_NAME,
      icon: WALLETCONNECT_WALLET_ICON,
      get chains() {
        return [context.getNetwork().chainId];
      },
      get accounts() {
        return accounts;
      },
      features: {
        'standard:connect': {
          version: '1.0.0',
          // A reload with no session to resume does not load the client.
          connect: async (input?: { silent?: boolean }) =>
            input?.silent && !(await storage.getItem(WALLETCONNECT_SESSION_KEY))
              ? { accounts }
              : call('standard:connect', 'connect')(input),
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
    return { get: list.get, subscribe: list.subscribe, destroy() {} };
  };
}
