import type { Config } from '../config/config.js';
import {
  LAST_USED_CONNECTOR_STORAGE_KEY,
  RECENT_CONNECTOR_STORAGE_KEY,
} from '../config/wallet-storage-keys.js';
import type { ConnectOptions, Connector, ConnectResult } from '../connectors/connector.js';
import { isUserCancellation } from '../errors/user-cancellation-error.js';

/**
 * Connects a wallet (found already) on the config and remembers it, never signing in: what
 * `connect` does without `auth`, what auto-connect and `connectAndSign` do, and the step a
 * session's sign-in connects the wallet with. Like `connect`, it starts wallet discovery (once),
 * so a caller holding a connector needs no start of its own. A cancelled prompt leaves any
 * existing connection as it was.
 *
 * @throws {LatchkeyError} a cancellation, or the wallet's failure.
 */
export async function connectWallet(
  config: Config,
  connector: Connector,
  options: ConnectOptions,
): Promise<ConnectResult> {
  const { store, storage } = config;
  const { wallets, activeWallet } = config._internal;
  wallets.start();
  const ticket = activeWallet.claim();
  store.setState({ status: options.silent ? 'reconnecting' : 'connecting' });
  // A deep link leaves the page before connect resolves; remember it now so the return
  // picks the session up.
  if (connector.type === 'deep-link' && !options.silent) {
    await storage.setItem(RECENT_CONNECTOR_STORAGE_KEY, connector.id);
  }
  try {
    const result = await connector.connect(options);
    if (ticket !== activeWallet.generation()) return result;
    const previous = activeWallet.get();
    if (previous && previous !== connector) await previous.disconnect();
    activeWallet.attach(connector, result.accounts);
    store.setState({ lastUsedConnectorId: connector.id });
    await storage.setItem(RECENT_CONNECTOR_STORAGE_KEY, connector.id);
    await storage.setItem(LAST_USED_CONNECTOR_STORAGE_KEY, connector.id);
    return result;
  } catch (error) {
    if (ticket === activeWallet.generation()) {
      // Back to where it was: a cancelled prompt must not drop an existing connection.
      store.setState({ status: activeWallet.get() ? 'connected' : 'disconnected' });
    }
    if (isUserCancellation(error)) {
      config.logger.warn(`${connector.name}: connection cancelled`, error);
    }
    throw error;
  }
}

/** {@link connectWallet}'s type: `connect` hands the function to the session's sign-in. */
export type ConnectWalletAction = typeof connectWallet;
