import type { CreateConnectorsFn } from '../connectors/connector.js';
import { createConnectorList } from '../connectors/create-connector-list.js';
import { createLazyWalletShell } from '../connectors/lazy-wallet-shell.js';
import { createWalletStandardConnector } from '../connectors/wallet-standard-connector.js';
import { detectEnvironment } from '../environment/detect-environment.js';
import { createStorage, type LatchkeyStorage } from '../storage/create-storage.js';
import { MWA_REMOTE_WALLET_NAME } from './mwa-names.js';
import { MWA_WALLET_ICON } from './mwa-wallet-icon.js';

/** Parameters of {@link remoteMobileWalletAdapter}. */
export interface RemoteMobileWalletAdapterParameters {
  /**
   * The host authority of an MWA reflector (`reflector.example.com`, dialled as `wss://`): the
   * server that relays between this page and the phone. No Latchkey package supplies one to
   * deploy: the host runs its own. The sandbox runs one locally for development and tests; no
   * hosted reflector is tested.
   */
  reflector: string;
  /** The app name the phone's wallet shows. */
  appName?: string;
  /** Where the phone's authorization is kept. Default: localStorage under `latchkey:`. */
  storage?: LatchkeyStorage;
}

/**
 * Offers, on a desktop, a wallet app on the user's phone through Mobile Wallet Adapter's remote
 * association: the connect dialog's "Use a wallet on your phone" shows a QR code the phone's
 * wallet app scans. Only this small shell loads with the page; the protocol loads when the row
 * is opened. Not offered on phones (Android reaches its wallet apps directly) or on the server.
 *
 * It needs a reflector the host runs: no Latchkey package supplies one to deploy. Tested through
 * the sandbox's local reflector with the sandbox's wallet app; not tested against any hosted
 * reflector or a real wallet app.
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
      const chains = (): `solana:${string}`[] => [context.getNetwork().chainId];
      const shell = createLazyWalletShell({
        name: MWA_REMOTE_WALLET_NAME,
        icon: MWA_WALLET_ICON,
        chains,
        loadWallet: () =>
          import('./create-remote-mwa-wallet.js').then(({ createRemoteMwaWallet }) =>
            createRemoteMwaWallet({
              reflector: parameters.reflector,
              ...(parameters.appName ? { appName: parameters.appName } : {}),
              storage,
              chains: chains(),
              getChain: () => context.getNetwork().chainId,
            }),
          ),
        // A reload never reconnects a phone silently (its session ended with the page).
        canResume: async () => false,
        signIn: true,
      });
      list.set([createWalletStandardConnector({ wallet: shell, context })]);
    }
    return { get: list.get, subscribe: list.subscribe, destroy() {} };
  };
}
