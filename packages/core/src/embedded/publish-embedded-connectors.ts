import type { ConnectorContext, ConnectorList } from '../connectors/connector.js';
import { createEmbeddedConnector } from './create-embedded-connector.js';
import { passkeyClient, userSession } from './embedded-wallet-custody.js';
import { EMBEDDED_USER_STORAGE_KEY, type EmbeddedWalletHandle } from './embedded-wallet-state.js';
import type { EmbeddedWalletUser } from './embedded-wallet-user.js';
import { endEmbeddedSession } from './sign-out.js';

/**
 * Publishes one connector per Solana wallet of the signed-in user (`embedded:<address>`), all
 * signing through one new session authorized by the user's credential — the frame's after an
 * email code, else the passkey. Nobody signed in, or no config reading yet: no connectors.
 *
 * @example
 * ```ts
 * wallet.state.user = user;
 * publishEmbeddedConnectors(wallet);
 * ```
 */
export function publishEmbeddedConnectors(wallet: EmbeddedWalletHandle): void {
  const { state } = wallet;
  if (!state.connectorContext || !state.user) {
    state.connectorList.set([]);
    return;
  }
  const client = state.credentialClient ?? passkeyClient(state);
  const session = userSession(state, state.user, client);
  state.signer = { session, client };
  // Disconnecting one of them signs the user out.
  const signOut = () => endEmbeddedSession(wallet);
  state.connectorList.set(
    state.user.verifiedCredentials
      .filter((credential) => credential.chain === 'solana')
      .map((credential) => createEmbeddedConnector({ credential, client, session, signOut })),
  );
}

/**
 * What the config reads through `embeddedWallet.connectors`: the wallet learns the config's
 * context, reads back the user kept before a reload, and publishes their connectors.
 *
 * @example
 * ```ts
 * const config = createConfig({ networks, connectors: [(context) => provideEmbeddedConnectors(wallet, context)] });
 * ```
 */
export function provideEmbeddedConnectors(
  wallet: EmbeddedWalletHandle,
  context: ConnectorContext,
): ConnectorList {
  const { state } = wallet;
  state.connectorContext = context;
  void state.storage
    .getItem<EmbeddedWalletUser>(EMBEDDED_USER_STORAGE_KEY)
    .then((stored) => {
      if (stored && !state.user) state.user = stored;
      publishEmbeddedConnectors(wallet);
    })
    .catch(() => undefined);
  const list = state.connectorList;
  return { get: list.get, subscribe: list.subscribe, destroy: () => undefined };
}
