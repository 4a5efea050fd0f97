import type {
  Connector,
  ConnectorContext,
  ConnectorList,
  CreateConnectorsFn,
} from '../connectors/connector.js';
import type { Store } from '../store/create-store.js';
import type { LatchkeyState, WalletOption } from './latchkey-state.js';

/**
 * The config's list of wallets: merges each discovery mechanism's live list into one, a wallet
 * found both ways appearing once (Wallet Standard preferred), and keeps the store's `wallets` in
 * step. Discovery starts on `start()`, which the config calls on the client only: each of the
 * `factories` (the discovery mechanisms) gets `context` then. `onConnector` is called with every
 * connector any mechanism lists, listed once or not (it may repeat). Positional parameters: the
 * config is its only caller, and parameter names cost no bytes once minified.
 */
export function createWalletRegistry(
  store: Store<LatchkeyState>,
  context: ConnectorContext,
  factories: readonly CreateConnectorsFn[],
  onConnector: (connector: Connector) => void,
) {
  let lists: ConnectorList[] | undefined;
  let connectors: readonly Connector[] = [];

  const merge = () => {
    const all = (lists ?? []).flatMap((list) => list.get());
    for (const connector of all) onConnector(connector);
    connectors = bestOfEachWallet(all);
    store.setState({ wallets: connectors.map(toWalletOption) });
  };

  const find = (id: string) => connectors.find((connector) => connector.id === id);

  /** Calls `listener` on every change of any list; returns the function that stops it. */
  const subscribe = (listener: () => void): (() => void) => {
    const stops = (lists ?? []).map((list) => list.subscribe(listener));
    return () => {
      for (const stop of stops) stop();
    };
  };

  return {
    /** Starts discovery (once). */
    start() {
      if (lists) return;
      lists = factories.map((factory) => factory(context));
      for (const list of lists) list.subscribe(merge);
      merge();
    },
    /** The wallets found so far. */
    getConnectors: (): readonly Connector[] => connectors,
    getConnector: find,
    subscribe,
  };
}

/** The config's list of wallets (see {@link createWalletRegistry}). */
export type WalletRegistry = ReturnType<typeof createWalletRegistry>;

const TYPE_RANK: Record<Connector['type'], number> = {
  'wallet-standard': 0,
  injected: 1,
  'deep-link': 2,
  embedded: 3,
};

/**
 * One entry per wallet: the best way to reach it wins (Wallet Standard, then injected, then deep
 * link), so Phantom's extension hides its mobile deep link on desktop.
 */
function bestOfEachWallet(all: readonly Connector[]): readonly Connector[] {
  const bestRank = new Map<string, number>();
  for (const connector of all) {
    if (!connector.walletBookKey) continue;
    const rank = TYPE_RANK[connector.type];
    const best = bestRank.get(connector.walletBookKey);
    if (best === undefined || rank < best) bestRank.set(connector.walletBookKey, rank);
  }
  const seen = new Set<string>();
  return all.filter((connector) => {
    if (seen.has(connector.id)) return false;
    const best = connector.walletBookKey ? bestRank.get(connector.walletBookKey) : undefined;
    if (best !== undefined && TYPE_RANK[connector.type] > best) return false;
    seen.add(connector.id);
    return true;
  });
}

function toWalletOption(connector: Connector): WalletOption {
  return Object.freeze({
    id: connector.id,
    name: connector.name,
    icon: connector.icon,
    type: connector.type,
    walletBookKey: connector.walletBookKey,
  });
}
