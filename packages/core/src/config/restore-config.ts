import { reconnect } from '../actions/reconnect.js';
import type { Config } from './config.js';
import { LAST_USED_CONNECTOR_STORAGE_KEY } from './wallet-storage-keys.js';

/**
 * What `config.restore()` does, once per config: reads back the selected network and the wallet
 * used last, starts wallet discovery, marks the store `restored` and reconnects the last wallet
 * silently (unless the config says not to). Storage that fails is logged, never thrown.
 */
export async function restoreConfig(config: Config): Promise<void> {
  const { store, storage, logger } = config;
  const { wallets, selection } = config._internal;
  wallets.start();
  await selection
    .restore()
    .catch((error: unknown) => logger.error('Could not restore the selected network', error));
  // The "Last used" mark, read back once.
  const lastUsed = await storage
    .getItem<string>(LAST_USED_CONNECTOR_STORAGE_KEY)
    .catch(() => undefined);
  if (typeof lastUsed === 'string' && store.getState().lastUsedConnectorId === undefined) {
    store.setState({ lastUsedConnectorId: lastUsed });
  }
  // The session kept from before a reload, when sessions are configured (loaded only then).
  if (config.auth) void import('../auth/config-session.js').then((auth) => auth.restore(config));
  const reconnecting = config._internal.reconnect && reconnect(config);
  store.setState({ restored: true });
  await reconnecting;
}
