import type { ConnectorContext, ConnectorList } from '../connectors/connector.js';
import type { EmbeddedWallet } from './embedded-wallet.js';
import { userSession } from './embedded-wallet-custody.js';
import { EMBEDDED_USER_STORAGE_KEY } from './embedded-wallet-state.js';
import { connectorsRead, signedIn } from './embedded-wallet-store.js';
import type { EmbeddedWalletUser } from './embedded-wallet-user.js';
import { publishEmbeddedConnectors } from './publish-embedded-connectors.js';

/**
 * What the config reads through `embeddedWallet.connectors`: the wallet learns the config's
 * context, reads back the user kept before a reload, publishes their connectors, and — when the
 * wallet was given its `config` — finishes a sign-in that is back from a provider by redirect.
 */
export function provideEmbeddedConnectors(
  wallet: Pick<EmbeddedWallet, 'state' | 'resumeOAuth'>,
  context: ConnectorContext,
): ConnectorList {
  const { state } = wallet;
  connectorsRead(state, context);
  void state.storage
    .getItem<EmbeddedWalletUser>(EMBEDDED_USER_STORAGE_KEY)
    .then((stored) => {
      // Kept before a reload: the user is back, their session key restored from storage.
      if (stored && !state.user) signedIn(state, stored, userSession(state, stored));
      publishEmbeddedConnectors(wallet);
      // Back from a provider by redirect: that sign-in finishes, and connects, on the wallet's
      // config (which offering providers requires).
      if (state.config) void wallet.resumeOAuth();
    })
    .catch(() => undefined);
  const list = state.connectorList;
  return { get: list.get, subscribe: list.subscribe, destroy: () => undefined };
}
