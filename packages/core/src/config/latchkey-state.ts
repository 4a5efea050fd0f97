import type { SessionState } from '../auth/session-state.js';
import type { ConnectorType } from '../connectors/connector.js';
import type { RedirectResult } from '../deeplink/deep-link-types.js';

/** Where the user's wallet connection stands. */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected';

/**
 * A wallet the user can pick, as the UI shows it: a plain snapshot of a discovered connector.
 *
 * @example
 * ```ts
 * const names = config.store.getState().wallets.map((wallet: WalletOption) => wallet.name);
 * ```
 */
export interface WalletOption {
  /** The connector id to pass to `connect`. */
  readonly id: string;
  readonly name: string;
  /** As the wallet gave it; render only through `isSafeImageUrl`. */
  readonly icon: string | undefined;
  readonly type: ConnectorType;
  readonly walletBookKey: string | undefined;
}

/**
 * Everything the UI renders from. The first render (server and client alike) is always
 * `disconnected` with no wallets; discovery and auto-connect start after mount.
 *
 * @example
 * ```ts
 * const { status, address } = config.store.getState();
 * ```
 */
export interface LatchkeyState {
  status: ConnectionStatus;
  /** The selected network's id. */
  networkId: number;
  /** The connected account's address, when connected. */
  address?: string | undefined;
  /** Every account the wallet shared, the active one first. */
  accounts: readonly string[];
  /** The id of the connector holding the connection, when connected. */
  connectorId?: string | undefined;
  /** The wallets found in this browser, in discovery order. */
  wallets: readonly WalletOption[];
  /** The last deep-link answer read on this page (results cannot survive leaving it). */
  redirectResult?: RedirectResult | undefined;
  /**
   * The wallet this browser connected with last, kept after a disconnect (unlike the one
   * auto-connect uses), so a wallet list can mark it "Last used". Read back by `restore()`.
   */
  lastUsedConnectorId?: string | undefined;
  /** True once stored state (selected network, last wallet) has been read back. */
  restored: boolean;
  /**
   * True while an embedded wallet makes or restores its session key (SPEC §4: the loading flag
   * set before the session keys are stored); signing waits for it.
   */
  sessionLoading: boolean;
  /**
   * The session with the product server (`createConfig({ auth })`), while there is one or one
   * is being made; read it with `getSession(config)`, which answers signed out when absent.
   */
  session?: SessionState | undefined;
}
