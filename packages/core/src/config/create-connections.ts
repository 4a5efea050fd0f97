import type {
  ConnectOptions,
  Connector,
  ConnectorContext,
  ConnectorList,
  ConnectResult,
  CreateConnectorsFn,
} from '../connectors/connector.js';
import type { RedirectResult } from '../deeplink/deep-link-types.js';
import { LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { isUserCancellation } from '../errors/user-cancellation-error.js';
import type { Emitter } from '../events/create-emitter.js';
import type { Logger } from '../logger/logger.js';
import type { LatchkeyStorage } from '../storage/create-storage.js';
import type { Store } from '../store/create-store.js';
import type { SolanaConnection } from '../transactions/solana-connection.js';
import type { LatchkeyState, WalletOption } from './latchkey-state.js';

/** Where the id of the last connected wallet is kept, for auto-connect after a reload. */
export const RECENT_CONNECTOR_STORAGE_KEY = 'recentConnectorId';

/**
 * Where the id of the wallet last connected is kept for the "Last used" mark; a disconnect keeps
 * it (auto-connect's memory above is dropped).
 */
export const LAST_USED_CONNECTOR_STORAGE_KEY = 'lastUsedConnectorId';

/** How long auto-connect waits for the last wallet to show up. */
export const DEFAULT_RECONNECT_TIMEOUT_MS = 3000;

interface CreateConnectionsParameters {
  store: Store<LatchkeyState>;
  emitter: Emitter<{ redirectResult: RedirectResult; transactionConfirmed: { signature: string } }>;
  /** The selected network's shared connection, to confirm what a deep-link wallet sent. */
  getConnection: () => Promise<SolanaConnection>;
  storage: LatchkeyStorage;
  logger: Logger;
  context: ConnectorContext;
  factories: readonly CreateConnectorsFn[];
  reconnectTimeoutMs: number;
}

/**
 * The part of the config that finds wallets and holds the connection: merges each discovery
 * mechanism's live list (a wallet found both ways appears once, Wallet Standard preferred), keeps
 * the store's `wallets`, `status`, `address` and `accounts` in step with the wallet's own events,
 * remembers the last wallet and reconnects it silently after a reload.
 */
export function createConnections(parameters: CreateConnectionsParameters) {
  const { store, storage, logger, context } = parameters;
  let lists: ConnectorList[] | undefined;
  let connectors: readonly Connector[] = [];
  let active: Connector | undefined;
  let stopActive: (() => void) | undefined;
  // Bumped by every connect/disconnect, so a slow silent reconnect never overrides the user.
  let generation = 0;

  // Deep-link answers arrive on page load, possibly before anyone listens: take the one already
  // consumed, then every later one, from each connector seen (listed or not).
  const followed = new WeakSet<Connector>();
  const followRedirectResults = (connector: Connector) => {
    if (followed.has(connector) || !connector.getRedirectResult) return;
    followed.add(connector);
    const deliver = async (raw: RedirectResult) => {
      // A wallet-sent transaction is reported once confirmed and checked, not on the answer;
      // that code loads only then.
      const result =
        raw.data?.method === 'signAndSendTransaction'
          ? await (await import('./confirm-redirect-result.js')).confirmRedirectResult(
              raw,
              parameters.getConnection,
              connector.getAccounts()[0],
            )
          : raw;
      store.setState({ redirectResult: result });
      parameters.emitter.emit('redirectResult', result);
      if (result.data?.method === 'signAndSendTransaction') {
        parameters.emitter.emit('transactionConfirmed', { signature: result.data.signature });
      }
    };
    connector.on('redirectResult', deliver);
    const already = connector.getRedirectResult();
    if (already) deliver(already);
  };

  const merge = () => {
    const all = (lists ?? []).flatMap((list) => list.get());
    for (const connector of all) followRedirectResults(connector);
    // One entry per wallet: the best way to reach it wins (Wallet Standard, then injected, then
    // deep link), so Phantom's extension hides its mobile deep link on desktop.
    const bestRank = new Map<string, number>();
    for (const connector of all) {
      if (!connector.walletBookKey) continue;
      const rank = TYPE_RANK[connector.type];
      const best = bestRank.get(connector.walletBookKey);
      if (best === undefined || rank < best) bestRank.set(connector.walletBookKey, rank);
    }
    const seen = new Set<string>();
    connectors = all.filter((connector) => {
      if (seen.has(connector.id)) return false;
      const best = connector.walletBookKey ? bestRank.get(connector.walletBookKey) : undefined;
      if (best !== undefined && TYPE_RANK[connector.type] > best) return false;
      seen.add(connector.id);
      return true;
    });
    store.setState({ wallets: connectors.map(toWalletOption) });
  };

  const start = () => {
    if (lists) return;
    lists = parameters.factories.map((factory) => factory(context));
    for (const list of lists) list.subscribe(merge);
    merge();
  };

  const find = (id: string) => connectors.find((connector) => connector.id === id);

  const attach = (connector: Connector, accounts: readonly string[]) => {
    stopActive?.();
    active = connector;
    const stops = [
      connector.on('accountsChanged', ({ accounts: next }) => {
        if (active !== connector) return;
        if (next.length === 0) return detach(true);
        store.setState({ address: next[0], accounts: next });
      }),
      connector.on('disconnect', () => {
        if (active === connector) detach(true);
      }),
    ];
    stopActive = () => {
      for (const stop of stops) stop();
    };
    store.setState({
      status: 'connected',
      connectorId: connector.id,
      address: accounts[0],
      accounts,
    });
  };

  const detach = (forget: boolean) => {
    stopActive?.();
    stopActive = undefined;
    active = undefined;
    store.setState({
      status: 'disconnected',
      connectorId: undefined,
      address: undefined,
      accounts: [],
    });
    if (forget) void storage.removeItem(RECENT_CONNECTOR_STORAGE_KEY).catch(() => undefined);
  };

  const connect = async (
    target: Connector | string,
    options: ConnectOptions = {},
  ): Promise<ConnectResult> => {
    start();
    const connector = typeof target === 'string' ? find(target) : target;
    if (!connector) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND);
    const ticket = ++generation;
    store.setState({ status: options.silent ? 'reconnecting' : 'connecting' });
    // A deep link leaves the page before connect resolves; remember it now so the return
    // picks the session up.
    if (connector.type === 'deep-link' && !options.silent) {
      await storage.setItem(RECENT_CONNECTOR_STORAGE_KEY, connector.id);
    }
    try {
      const result = await connector.connect(options);
      if (ticket !== generation) return result;
      if (active && active !== connector) await active.disconnect();
      attach(connector, result.accounts);
      store.setState({ lastUsedConnectorId: connector.id });
      await storage.setItem(RECENT_CONNECTOR_STORAGE_KEY, connector.id);
      await storage.setItem(LAST_USED_CONNECTOR_STORAGE_KEY, connector.id);
      return result;
    } catch (error) {
      if (ticket === generation) {
        // Back to where it was: a cancelled prompt must not drop an existing connection.
        store.setState({ status: active ? 'connected' : 'disconnected' });
      }
      if (isUserCancellation(error)) logger.warn(`${connector.name}: connection cancelled`, error);
      throw error;
    }
  };

  const disconnect = async () => {
    generation++;
    const connector = active;
    detach(true);
    await connector?.disconnect();
  };

  /**
   * Silently reconnects the last wallet: waits for it to be discovered (wallets register late),
   * then asks without a prompt; on any failure the state clears and the memory is dropped.
   */
  const reconnect = async (): Promise<void> => {
    start();
    const id = await storage.getItem<string>(RECENT_CONNECTOR_STORAGE_KEY).catch(() => undefined);
    if (typeof id !== 'string' || active || store.getState().status === 'connecting') return;
    const ticket = generation;
    store.setState({ status: 'reconnecting' });
    const connector = await waitFor(id);
    if (ticket !== generation) return;
    if (!connector) {
      store.setState({ status: 'disconnected' });
      // It may still register later; reconnect then, unless the user has acted meanwhile.
      const stop = subscribeAll(() => {
        if (generation !== ticket || active) return stop();
        const late = find(id);
        if (!late) return;
        stop();
        void connect(late, { silent: true }).catch(() => detach(true));
      });
      return;
    }
    try {
      await connect(connector, { silent: true });
    } catch (error) {
      logger.debug(`Could not reconnect ${connector.name}`, error);
      if (generation === ticket + 1) detach(true);
    }
  };

  const subscribeAll = (listener: () => void): (() => void) => {
    const stops = (lists ?? []).map((list) => list.subscribe(listener));
    return () => {
      for (const stop of stops) stop();
    };
  };

  const waitFor = (id: string): Promise<Connector | undefined> => {
    const now = find(id);
    if (now) return Promise.resolve(now);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        stop();
        resolve(undefined);
      }, parameters.reconnectTimeoutMs);
      const stop = subscribeAll(() => {
        const found = find(id);
        if (!found) return;
        clearTimeout(timer);
        stop();
        resolve(found);
      });
    });
  };

  /** Reads back which wallet was used last (for the "Last used" mark), once. */
  const restoreLastUsed = async (): Promise<void> => {
    const id = await storage
      .getItem<string>(LAST_USED_CONNECTOR_STORAGE_KEY)
      .catch(() => undefined);
    if (typeof id === 'string' && store.getState().lastUsedConnectorId === undefined) {
      store.setState({ lastUsedConnectorId: id });
    }
  };

  return {
    start,
    restoreLastUsed,
    connect,
    disconnect,
    reconnect,
    getConnectors: () => connectors,
    getConnector: find,
    getActiveConnector: () => active,
    destroy() {
      stopActive?.();
      for (const list of lists ?? []) list.destroy();
    },
  };
}

const TYPE_RANK: Record<Connector['type'], number> = {
  'wallet-standard': 0,
  injected: 1,
  'deep-link': 2,
  embedded: 3,
};

function toWalletOption(connector: Connector): WalletOption {
  return Object.freeze({
    id: connector.id,
    name: connector.name,
    icon: connector.icon,
    type: connector.type,
    walletBookKey: connector.walletBookKey,
  });
}
