import type {
  ConnectOptions,
  Connector,
  ConnectResult,
  CreateConnectorsFn,
} from '../connectors/connector.js';
import { injected } from '../connectors/injected.js';
import { walletStandard } from '../connectors/wallet-standard.js';
import type { RedirectResult } from '../deeplink/deep-link-types.js';
import { createEmitter, type Emitter } from '../events/create-emitter.js';
import { createLogger, type Logger } from '../logger/logger.js';
import {
  createNetworkSelection,
  type NetworkEvents,
} from '../networks/create-network-selection.js';
import type { SolanaNetwork } from '../networks/solana-network.js';
import type { SponsorshipOptions } from '../sponsorship/sponsorship-options.js';
import { createStorage, type LatchkeyStorage } from '../storage/create-storage.js';
import { createStore, type Store } from '../store/create-store.js';
import type { SolanaConnection } from '../transactions/solana-connection.js';
import { createConnectionCache } from './create-connection-cache.js';
import { createConnections, DEFAULT_RECONNECT_TIMEOUT_MS } from './create-connections.js';
import type { LatchkeyState } from './latchkey-state.js';

/**
 * Events on the config's emitter.
 *
 * @example
 * ```ts
 * config.emitter.on('transactionConfirmed', ({ signature }) => refetchBalance());
 * ```
 */
export interface LatchkeyEvents extends NetworkEvents {
  /** A transaction sent through `sendTransaction` was confirmed. */
  transactionConfirmed: { signature: string };
  /** A deep-link wallet's answer was read after it sent the user back. */
  redirectResult: RedirectResult;
}

/** Parameters of {@link createConfig}. */
export interface CreateConfigParameters {
  /** The host's name, shown by wallets and required by embedded wallets. */
  appName?: string;
  /** The Solana networks the host supports; the first enabled one is the default. */
  networks: readonly SolanaNetwork[];
  /** Default: localStorage in a browser, memory elsewhere, under 'latchkey:'. */
  storage?: LatchkeyStorage;
  /** Default: the console at level 'warn'. */
  logger?: Logger;
  /**
   * How wallets are found. Default: `[walletStandard(), injected()]`. In a browser discovery
   * starts as the config is created, so a wallet list has its wallets on its first render; on
   * the server it never starts (the list is empty there).
   */
  connectors?: readonly CreateConnectorsFn[];
  /** Reconnect the last wallet silently after a reload. Default true. */
  reconnect?: boolean;
  /** How long auto-connect waits for the last wallet to register. Default 3000 ms. */
  reconnectTimeoutMs?: number;
  /**
   * Fee sponsorship: `sendTransaction` has the product server pay the fee of an unsigned
   * transaction on these networks (default mainnet only) and checks its answer before signing.
   */
  sponsorship?: SponsorshipOptions;
  /**
   * The most priority fee, in lamports, a wallet may set on a transaction the user pays for
   * (price × the compute units the runtime charges); a wallet that sets more is refused before
   * anything is sent. A `sendTransaction` call may override it. Default 1,000,000 (0.001 SOL).
   */
  maxWalletPriorityFeeLamports?: bigint;
}

/** A Latchkey configuration: one store, its networks, storage, logger and events. */
export interface Config {
  readonly appName: string | undefined;
  readonly networks: readonly SolanaNetwork[];
  readonly storage: LatchkeyStorage;
  readonly logger: Logger;
  readonly emitter: Emitter<LatchkeyEvents>;
  readonly store: Store<LatchkeyState>;
  /** Fee sponsorship, when configured. */
  readonly sponsorship: SponsorshipOptions | undefined;
  /** The most priority fee (lamports) a wallet may set; `undefined` is the default, 0.001 SOL. */
  readonly maxWalletPriorityFeeLamports: bigint | undefined;
  /** The selected network. */
  getNetwork(): SolanaNetwork;
  /**
   * The selected network's connection (RPC client and subscription socket), one per network,
   * made on first use and shared by every read, send and confirmation. Its socket opens when a
   * send begins (while the wallet asks the user) and then stays open while idle, so a
   * confirmation never waits for a handshake; reads alone never open it.
   *
   * @throws {LatchkeyError} 'No rpcUrl' when the network has none.
   */
  getConnection(): Promise<SolanaConnection>;
  /** Selects an enabled network (persisted; emits `chainChanged`). */
  switchNetwork(networkId: number): Promise<SolanaNetwork>;
  /**
   * Reads back what was stored (selected network), starts wallet discovery and reconnects the
   * last wallet silently. Call once on the client after mount; the React provider does. Safe to
   * call more than once.
   */
  restore(): Promise<void>;
  /** The wallets found so far (also in the store as `wallets`). */
  getConnectors(): readonly Connector[];
  getConnector(id: string): Connector | undefined;
  /** The connector holding the connection, when connected. */
  getActiveConnector(): Connector | undefined;
  /**
   * Connects a wallet (by connector or id) and remembers it for auto-connect. A cancelled prompt
   * leaves any existing connection as it was.
   */
  connect(connector: Connector | string, options?: ConnectOptions): Promise<ConnectResult>;
  /** Ends the connection and forgets the wallet, so it does not reconnect on reload. */
  disconnect(): Promise<void>;
}

/**
 * Creates a Latchkey config. Create it once per page on the client, or once per request on the
 * server, never at module scope shared between requests.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__NETWORK__NO_ENABLED_NETWORKS`: 'No enabled networks'.
 * @example
 * ```ts
 * const config = createConfig({
 *   appName: 'Acme',
 *   networks: [solanaMainnet({ rpcUrl }), solanaDevnet()],
 * });
 * await config.switchNetwork(103);
 * ```
 */
export function createConfig(parameters: CreateConfigParameters): Config {
  const storage = parameters.storage ?? createStorage();
  const logger = parameters.logger ?? createLogger();
  const emitter = createEmitter<LatchkeyEvents>();
  const selection = createNetworkSelection({ networks: parameters.networks, storage, emitter });
  const store = createStore<LatchkeyState>({
    status: 'disconnected',
    networkId: selection.getNetwork().networkId,
    address: undefined,
    accounts: [],
    connectorId: undefined,
    wallets: [],
    lastUsedConnectorId: undefined,
    sessionLoading: false,
    redirectResult: undefined,
    restored: false,
  });
  const solana = createConnectionCache(selection.getNetwork);
  const connections = createConnections({
    store,
    emitter,
    storage,
    logger,
    context: {
      getNetwork: selection.getNetwork,
      logger,
      setSessionLoading: (loading) => store.setState({ sessionLoading: loading }),
    },
    getConnection: solana.get,
    factories: parameters.connectors ?? [walletStandard(), injected()],
    reconnectTimeoutMs: parameters.reconnectTimeoutMs ?? DEFAULT_RECONNECT_TIMEOUT_MS,
  });
  emitter.on('chainChanged', ({ networkId }) => store.setState({ networkId }));
  let restoring: Promise<void> | undefined;
  // Wallets register synchronously when asked: found now, they are there for the first render.
  if (typeof window !== 'undefined' && typeof document !== 'undefined') connections.start();

  return Object.freeze({
    appName: parameters.appName,
    networks: selection.enabledNetworks,
    storage,
    logger,
    emitter,
    store,
    sponsorship: parameters.sponsorship,
    maxWalletPriorityFeeLamports: parameters.maxWalletPriorityFeeLamports,
    getNetwork: selection.getNetwork,
    getConnection: solana.get,
    switchNetwork: selection.switchNetwork,
    restore() {
      restoring ??= (async () => {
        connections.start();
        await selection
          .restore()
          .catch((error: unknown) => logger.error('Could not restore the selected network', error));
        await connections.restoreLastUsed();
        const reconnecting =
          parameters.reconnect === false ? Promise.resolve() : connections.reconnect();
        store.setState({ restored: true });
        await reconnecting;
      })();
      return restoring;
    },
    getConnectors: connections.getConnectors,
    getConnector: connections.getConnector,
    getActiveConnector: connections.getActiveConnector,
    connect: connections.connect,
    disconnect: connections.disconnect,
  });
}
