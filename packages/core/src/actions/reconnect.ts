import type { Config } from '../config/config.js';
import { RECENT_CONNECTOR_STORAGE_KEY } from '../config/wallet-storage-keys.js';
import type { Connector } from '../connectors/connector.js';
import { connectWallet } from './connect-wallet.js';

/** How long auto-connect waits for the last wallet to show up. */
export const DEFAULT_RECONNECT_TIMEOUT_MS = 3000;

/** Parameters of {@link reconnect}. */
export interface ReconnectParameters {
  /** How long to wait for the wallet to register. Default: the config's `reconnectTimeoutMs`. */
  timeoutMs?: number;
}

/**
 * Silently reconnects the wallet connected last (auto-connect after a reload): waits for it to
 * be discovered (wallets register late), then asks without a prompt; on any failure the state
 * clears and the memory is dropped. A wallet that registers after the wait is still reconnected,
 * unless the user has acted meanwhile. `config.restore()` calls it.
 */
export async function reconnect(
  config: Config,
  parameters: ReconnectParameters = {},
): Promise<void> {
  const { store, storage, logger } = config;
  const { wallets, activeWallet, reconnectTimeoutMs } = config._internal;
  wallets.start();
  const id = await storage.getItem<string>(RECENT_CONNECTOR_STORAGE_KEY).catch(() => undefined);
  if (typeof id !== 'string' || activeWallet.get() || store.getState().status === 'connecting') {
    return;
  }
  const ticket = activeWallet.generation();
  store.setState({ status: 'reconnecting' });
  // Wallets register late: wait for it. One that registers after the wait is still reconnected,
  // unless the user has acted meanwhile.
  let waiting = true;
  const connector =
    wallets.getConnector(id) ??
    (await new Promise<Connector | undefined>((resolve) => {
      const timer = setTimeout(() => {
        waiting = false;
        resolve(undefined);
      }, parameters.timeoutMs ?? reconnectTimeoutMs);
      const stop = wallets.subscribe(() => {
        if (!waiting && (activeWallet.generation() !== ticket || activeWallet.get())) return stop();
        const found = wallets.getConnector(id);
        if (!found) return;
        stop();
        if (waiting) {
          clearTimeout(timer);
          resolve(found);
        } else {
          void connectWallet(config, found, { silent: true }).catch(() => activeWallet.detach());
        }
      });
    }));
  if (ticket !== activeWallet.generation()) return;
  if (!connector) {
    store.setState({ status: 'disconnected' });
    return;
  }
  try {
    await connectWallet(config, connector, { silent: true });
  } catch (error) {
    logger.debug(`Could not reconnect ${connector.name}`, error);
    // Only when no one acted after this connect (its own claim is ticket + 1).
    if (activeWallet.generation() === ticket + 1) activeWallet.detach();
  }
}
