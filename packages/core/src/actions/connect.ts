import type { Config } from '../config/config.js';
import type { Connector, ConnectResult } from '../connectors/connector.js';
import { LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { UserCancellationError } from '../errors/user-cancellation-error.js';
import { connectWallet } from './connect-wallet.js';

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

/** What {@link connect} returns: the accounts the wallet shares. */
export type ConnectReturnType = ConnectResult;

/** What {@link connect} can throw. */
export type ConnectErrorType = LatchkeyError | UserCancellationError;

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
): Promise<ConnectReturnType> {
  const { connector: target, signIn, ...options } = parameters;
  const { wallets } = config._internal;
  wallets.start();
  const connector = typeof target === 'string' ? wallets.getConnector(target) : target;
  if (!connector) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND);
  // With sessions, the wallet connects then signs in: the session's chunk does that, handed the
  // auth-free connectWallet (it never calls connect; and a chunk importing connectWallet would
  // split it out of the page's code, a chunk more to load up front).
  if (config.auth && signIn !== false) {
    return (await import('../auth/config-session.js')).signInOnConnect(
      config,
      connector,
      options,
      connectWallet,
    );
  }
  return connectWallet(config, connector, options);
}
