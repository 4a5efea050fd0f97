import type { CreateConnectorsFn } from '../connectors/connector.js';
import { createConnectorList } from '../connectors/create-connector-list.js';
import { createLazyWalletShell } from '../connectors/lazy-wallet-shell.js';
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
    const shell = createLazyWalletShell({
      name: WALLETCONNECT_WALLET_NAME,
      icon: WALLETCONNECT_WALLET_ICON,
      chains: () => [context.getNetwork().chainId],
      loadWallet: () =>
        import('./create-walletconnect-wallet.js').then(({ createWalletConnectWallet }) =>
          createWalletConnectWallet({
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
          }),
        ),
      // A reload with no session to resume does not load the client.
      canResume: async () => Boolean(await storage.getItem(WALLETCONNECT_SESSION_KEY)),
    });
    list.set([createWalletStandardConnector({ wallet: shell, context })]);
    return { get: list.get, subscribe: list.subscribe, destroy() {} };
  };
}
