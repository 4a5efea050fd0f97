import type { ApprovalGate } from '../approval/approval-request.js';
import type { AuthOptions } from '../auth/auth-options.js';
import type { ConnectOptions, Connector, ConnectResult } from '../connectors/connector.js';
import type { RedirectResult } from '../deeplink/deep-link-types.js';
import type { Emitter } from '../events/create-emitter.js';
import type { Logger } from '../logger/logger.js';
import type { NetworkEvents, NetworkSelection } from '../networks/create-network-selection.js';
import type { SolanaNetwork } from '../networks/solana-network.js';
import type { TokenListEntry } from '../preview/transaction-preview.js';
import type { SponsorshipOptions } from '../sponsorship/sponsorship-options.js';
import type { LatchkeyStorage } from '../storage/create-storage.js';
import type { Store } from '../store/create-store.js';
import type { SolanaConnection } from '../transactions/solana-connection.js';
import type { ActiveWallet } from './create-active-wallet.js';
import type { WalletRegistry } from './create-wallet-registry.js';
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

/**
 * The state behind a config that the actions (`connect`, `disconnect`, `reconnect`,
 * `switchNetwork`) work on. Not for hosts: call the actions, or the config's methods that bind
 * them; its shape may change in any release.
 */
export interface ConfigInternals {
  /** The wallets found, merged from every discovery mechanism. */
  readonly wallets: WalletRegistry;
  /** Which wallet holds the connection, followed through its events. */
  readonly activeWallet: ActiveWallet;
  /** The selected network, persisted. */
  readonly selection: NetworkSelection;
  /** Whether `restore()` reconnects the last wallet. */
  readonly reconnect: boolean;
  /** How long auto-connect waits for the last wallet to register. */
  readonly reconnectTimeoutMs: number;
}

/**
 * A Latchkey configuration: one store, its networks, storage, logger and events. Its methods
 * that act (`connect`, `disconnect`, `switchNetwork`, `restore`) bind the actions of the same
 * name.
 *
 * @example
 * ```ts
 * const config: Config = createConfig({ networks: [solanaDevnet()] });
 * config.store.subscribe(({ status }) => render(status));
 * ```
 */
export interface Config {
  readonly appName: string | undefined;
  readonly networks: readonly SolanaNetwork[];
  readonly storage: LatchkeyStorage;
  readonly logger: Logger;
  readonly emitter: Emitter<LatchkeyEvents>;
  readonly store: Store<LatchkeyState>;
  /** Fee sponsorship, when configured. */
  readonly sponsorship: SponsorshipOptions | undefined;
  /**
   * The embedded wallet's approval step: a UI registers its view with `setView` (the React
   * provider does); the embedded wallet asks through it before every signature.
   */
  readonly approval: ApprovalGate;
  /** Sessions with the product server, when configured (`createConfig({ auth })`). */
  readonly auth: AuthOptions | undefined;
  /** The most priority fee (lamports) a wallet may set; `undefined` is the default, 0.001 SOL. */
  readonly maxWalletPriorityFeeLamports: bigint | undefined;
  /** The host's token list, naming tokens in transaction previews (`createConfig({ tokens })`). */
  readonly tokens: readonly TokenListEntry[] | undefined;
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
  /** Selects an enabled network (persisted; emits `chainChanged`): the `switchNetwork` action. */
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
   * leaves any existing connection as it was. The `connect` action.
   */
  connect(
    connector: Connector | string,
    options?: ConnectOptions & { signIn?: boolean },
  ): Promise<ConnectResult>;
  /** Ends the connection and forgets the wallet, so it does not reconnect on reload. */
  disconnect(): Promise<void>;
  /**
   * What the actions work on (`ConfigInternals`); not for hosts, and it may change in any
   * release.
   *
   * @internal
   */
  readonly _internal: ConfigInternals;
}
