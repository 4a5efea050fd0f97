import type { Config } from '../config/config.js';
import {
  LAST_USED_CONNECTOR_STORAGE_KEY,
  RECENT_CONNECTOR_STORAGE_KEY,
} from '../config/wallet-storage-keys.js';
import type { Connector, ConnectResult } from '../connectors/connector.js';
import { LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { isUserCancellation } from '../errors/user-cancellation-error.js';

/** Parameters of {@link connect}. */
export interface ConnectParameters {
  /** The wallet: a connector, or its id (e.g. 'wallet-standard:Phantom'). */
  connector: Connector | string;
  /** Ask only for accounts the wallet already authorised, without a prompt. */
  silent?: boolean;
  /**
   * With `createConfig({ auth })`, a connect (not silent) also signs in: the wallet signs the
   * server's Sign-In With Solana challenge and the session starts. `false` only connects. A
   * wallet that connects but does not sign in (a Ledger, a declined signature, a refusal) stays
   * connected and signed out, with a warning logged; the connect resolves.
   */
  signIn?: boolean;
  signal?: AbortSignal;
}

/**
 * Connects a wallet and remembers it for auto-connect. A cancelled prompt leaves any existing
 * connection as it was. With `createConfig({ auth })` it also signs in (see `signIn`).
 *
 * @throws {LatchkeyError} 'Solana wallet not found', a cancellation, or the wallet's failure.
 * @example
 * ```ts
 * const { accounts } = await connect(config, { connector: 'wallet-standard:Phantom' });
 * ```
 */
export async function connect(
  config: Config,
  parameters: ConnectParameters,
): Promise<ConnectResult> {
  const { connector: target, signIn, ...options } = parameters;
  const { store, storage } = config;
  const { wallets, activeWallet } = config._internal;
  wallets.start();
  const connector = typeof target === 'string' ? wallets.getConnector(target) : target;
  if (!connector) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND);
  // Sessions load only when configured: the sign-in is a chunk of its own.
  if (config.auth && signIn !== false) {
    return (await import('../auth/config-session.js')).connect(config, connector, options);
  }
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
