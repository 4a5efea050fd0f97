import type { Connector } from '../connectors/connector.js';
import type { LatchkeyStorage } from '../storage/create-storage.js';
import type { Store } from '../store/create-store.js';
import type { LatchkeyState } from './latchkey-state.js';
import { RECENT_CONNECTOR_STORAGE_KEY } from './wallet-storage-keys.js';

/**
 * The config's wallet connection: which connector holds the connection, kept in step with that
 * wallet's own events (an account switch moves `address`, a revocation clears the state), and a
 * generation every connect and disconnect claims, so a slow silent reconnect never overrides the
 * user. The `connect`, `disconnect` and `reconnect` actions drive it.
 */
export function createActiveWallet(store: Store<LatchkeyState>, storage: LatchkeyStorage) {
  let active: Connector | undefined;
  let stopActive: (() => void) | undefined;
  let generation = 0;

  const detach = () => {
    stopActive?.();
    stopActive = undefined;
    active = undefined;
    store.setState({
      status: 'disconnected',
      connectorId: undefined,
      address: undefined,
      accounts: [],
    });
    void storage.removeItem(RECENT_CONNECTOR_STORAGE_KEY).catch(() => undefined);
  };

  const attach = (connector: Connector, accounts: readonly string[]) => {
    stopActive?.();
    active = connector;
    const stops = [
      connector.on('accountsChanged', ({ accounts: next }) => {
        if (active !== connector) return;
        if (next.length === 0) return detach();
        store.setState({ address: next[0], accounts: next });
      }),
      connector.on('disconnect', () => {
        if (active === connector) detach();
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

  return {
    /** The connector holding the connection, when connected. */
    get: (): Connector | undefined => active,
    /** The current generation: compare it later to learn whether anyone acted meanwhile. */
    generation: (): number => generation,
    /** Starts a new generation (a connect or disconnect) and returns it. */
    claim: (): number => ++generation,
    /** Holds `connector` with these accounts and follows its events. */
    attach,
    /** Clears the state and drops auto-connect's memory of the wallet. */
    detach,
  };
}

/** Which wallet holds the config's connection (see {@link createActiveWallet}). */
export type ActiveWallet = ReturnType<typeof createActiveWallet>;
