import { connect } from '../actions/connect.js';
import type { Config } from '../config/create-config.js';
import type { CustodyClient } from '../custody/create-custody-client.js';
import type { CustodySession } from '../custody/create-custody-session.js';
import { userSession } from './embedded-wallet-custody.js';
import { EMBEDDED_USER_STORAGE_KEY, type EmbeddedWalletHandle } from './embedded-wallet-state.js';
import { signedIn } from './embedded-wallet-store.js';
import { type EmbeddedWalletUser, embeddedConnectorId } from './embedded-wallet-user.js';
import { publishEmbeddedConnectors } from './publish-embedded-connectors.js';
import { readVerifiedCredentials } from './read-verified-credentials.js';

// How every login ends: the user kept, their wallets published, and connected when a config is known.

/**
 * What every login takes: where to connect the user's wallet once they are in.
 *
 * @example
 * ```ts
 * const parameters: EmbeddedLoginParameters = { config };
 * ```
 */
export interface EmbeddedLoginParameters {
  /**
   * Connect the user's Solana wallet on this config after the login. Default: the wallet's own
   * (`createEmbeddedWallet({ config })`); with neither, nothing is connected — call `connect`
   * with `connectorIdOf(user)` yourself.
   */
  config?: Config | undefined;
}

/**
 * Keeps the signed-in user, in the state with their session (by default, a new one the passkey
 * authorizes) and in storage, and publishes their wallets' connectors.
 */
export async function rememberUser(
  wallet: EmbeddedWalletHandle,
  user: EmbeddedWalletUser,
  session: CustodySession = userSession(wallet.state, user),
  credential?: CustodyClient,
): Promise<EmbeddedWalletUser> {
  signedIn(wallet.state, user, session, credential);
  await wallet.state.storage.setItem(EMBEDDED_USER_STORAGE_KEY, user);
  publishEmbeddedConnectors(wallet);
  return user;
}

/**
 * With the user's credential (`client`): authorizes the login's one session key, reads the
 * wallets with it, keeps the user and hands that session to their connectors. `credential` is the
 * sign-in credential that stays on the page (the frame's, the OpenID key's); without one, the
 * passkey stamps from then on.
 */
export async function finishSignIn(
  wallet: EmbeddedWalletHandle,
  client: CustodyClient,
  who: { organizationId: string; userId: string },
  credential?: CustodyClient,
): Promise<EmbeddedWalletUser> {
  const { organizationId, userId } = who;
  const session = userSession(wallet.state, who, client);
  const verifiedCredentials = await readVerifiedCredentials(session, client, organizationId);
  return rememberUser(wallet, { organizationId, userId, verifiedCredentials }, session, credential);
}

/**
 * The last step of a login: adopts the session the server answered the login with (when the
 * config has `auth`), and connects the user's Solana wallet on the config given, else on the
 * wallet's own; with neither, does nothing.
 *
 * @throws {LatchkeyError} 'User address not found' when the user has no Solana wallet, or what
 * `connect` throws.
 */
export async function connectAfterLogin(
  wallet: EmbeddedWalletHandle,
  user: EmbeddedWalletUser,
  config: Config | undefined,
  session?: unknown,
): Promise<void> {
  const target = config ?? wallet.state.config?.();
  // The product server's session, when the login answered one and the config has sessions.
  if (target?.auth && session !== undefined) {
    await (await import('../auth/config-session.js')).adopt(target, session);
  }
  if (target) await connect(target, { connector: embeddedConnectorId(user) });
}
