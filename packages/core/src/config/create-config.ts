import { connect } from '../actions/connect.js';
import { disconnect } from '../actions/disconnect.js';
import { DEFAULT_RECONNECT_TIMEOUT_MS } from '../actions/reconnect.js';
import { createApprovalGate } from '../approval/approval-gate.js';
import type { ApprovalOptions } from '../approval/approval-request.js';
import type { AuthOptions } from '../auth/auth-options.js';
import type { ConnectOptions, Connector, CreateConnectorsFn } from '../connectors/connector.js';
import { injected } from '../connectors/injected.js';
import { walletStandard } from '../connectors/wallet-standard.js';
import { createEmitter } from '../events/create-emitter.js';
import { createLogger, type Logger } from '../logger/logger.js';
import { createNetworkSelection } from '../networks/create-network-selection.js';
import type { SolanaNetwork } from '../networks/solana-network.js';
import type { TokenListEntry } from '../preview/transaction-preview.js';
import type { SponsorshipOptions } from '../sponsorship/sponsorship-options.js';
import { createStorage, type LatchkeyStorage } from '../storage/create-storage.js';
import { createStore } from '../store/create-store.js';
import type { Config, LatchkeyEvents } from './config.js';
import { createActiveWallet } from './create-active-wallet.js';
import { createConnectionCache } from './create-connection-cache.js';
import { createWalletRegistry } from './create-wallet-registry.js';
import { createRedirectResultFollower } from './follow-redirect-results.js';
import type { LatchkeyState } from './latchkey-state.js';
import { restoreConfig } from './restore-config.js';

// The config's types live beside it so that actions can use them without importing the config.
export type { Config, LatchkeyEvents } from './config.js';

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
   * The embedded wallet asks the user before every signature, showing what a transaction will do
   * (simulated) or the message. On by default: the view comes with `LatchkeyProvider`; a host
   * without it answers in `onApprovalRequest`, or turns asking off with `confirm: false`. Without
   * any of them, the embedded wallet refuses to sign rather than sign unseen.
   */
  approval?: ApprovalOptions;
  /**
   * The most priority fee, in lamports, a wallet may set on a transaction the user pays for
   * (price × the compute units the runtime charges); a wallet that sets more is refused before
   * anything is sent. A `sendTransaction` call may override it. Default 1,000,000 (0.001 SOL).
   */
  maxWalletPriorityFeeLamports?: bigint;
  /**
   * Sessions with the product server (`@latchkey/server`): a wallet connect signs in too
   * (Sign-In With Solana on a server nonce), embedded logins end signed in, and
   * `getAuthToken(config)` gives the access token the host's backend verifies. The sign-in code
   * loads only when this is set.
   */
  auth?: AuthOptions;
  /**
   * Solana Mobile's Mobile Wallet Adapter: in an Android browser, the MWA wallet apps on the
   * device are offered as one Wallet Standard wallet, "Mobile Wallet Adapter", which
   * `walletStandard()` lists. Its code loads only there. `false` turns it off. Default on.
   * Tested with the sandbox's MWA wallet app; real wallet apps (Phantom, Solflare, Seed Vault…)
   * are expected to answer the same protocol, not tested.
   */
  mobileWalletAdapter?: boolean;
  /**
   * The tokens the host names, so transaction previews show their symbols (first match by mint).
   * Without an entry a preview names USDC and USDT by their mainnet (and devnet USDC) mints, and
   * shows any other token by its mint.
   */
  tokens?: readonly TokenListEntry[];
}

/**
 * Creates a Latchkey config: the state (one store), the wallets found, the selected network and
 * the events; the actions hold the logic, and the config's acting methods bind them. Create it
 * once per page on the client, or once per request on the server, never at module scope shared
 * between requests.
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
    accounts: [],
    wallets: [],
    sessionLoading: false,
    restored: false,
  });
  const solana = createConnectionCache(selection.getNetwork);
  // Asked by embedded wallets; reads the config when it asks (the selected network then).
  const approval = createApprovalGate(parameters.approval, () => config);
  const wallets = createWalletRegistry(
    store,
    {
      appName: parameters.appName,
      getNetwork: selection.getNetwork,
      logger,
      setSessionLoading: (loading) => store.setState({ sessionLoading: loading }),
      approve: approval.approve,
    },
    parameters.connectors ?? [walletStandard(), injected()],
    createRedirectResultFollower(store, emitter, solana.get),
  );
  const activeWallet = createActiveWallet(store, storage);
  emitter.on('chainChanged', ({ networkId }) => store.setState({ networkId }));
  let restoring: Promise<void> | undefined;
  // Wallets register synchronously when asked: found now, they are there for the first render.
  if (typeof window !== 'undefined' && typeof document !== 'undefined') {
    wallets.start();
    // Android only, and loaded lazily: no MWA code on a desktop or an iPhone. The chunk itself
    // checks the rest (a secure page, not a WebView or Firefox).
    if (parameters.mobileWalletAdapter !== false && /Android/.test(navigator.userAgent))
      import('../mwa/android.js').then((mwa) => mwa.register(config));
  }

  const config: Config = Object.freeze({
    appName: parameters.appName,
    networks: selection.enabledNetworks,
    storage,
    logger,
    emitter,
    store,
    sponsorship: parameters.sponsorship,
    approval,
    auth: parameters.auth,
    maxWalletPriorityFeeLamports: parameters.maxWalletPriorityFeeLamports,
    tokens: parameters.tokens,
    getNetwork: selection.getNetwork,
    getConnection: solana.get,
    // What the switchNetwork action does; bound here, no detour through it.
    switchNetwork: selection.switchNetwork,
    restore: () => {
      restoring ??= restoreConfig(config);
      return restoring;
    },
    getConnectors: wallets.getConnectors,
    getConnector: wallets.getConnector,
    getActiveConnector: activeWallet.get,
    connect: (connector: Connector | string, options?: ConnectOptions & { signIn?: boolean }) =>
      connect(config, { ...options, connector }),
    disconnect: () => disconnect(config),
    _internal: {
      wallets,
      activeWallet,
      selection,
      reconnect: parameters.reconnect !== false,
      reconnectTimeoutMs: parameters.reconnectTimeoutMs ?? DEFAULT_RECONNECT_TIMEOUT_MS,
    },
  });
  return config;
}
