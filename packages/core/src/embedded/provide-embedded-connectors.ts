import type { ConnectorContext, ConnectorList } from '../connectors/connector.js';
import { EMBEDDED_USER_STORAGE_KEY, type EmbeddedWalletHandle } from './embedded-wallet-state.js';
import type { EmbeddedWalletUser } from './embedded-wallet-user.js';
import { publishEmbeddedConnectors } from './publish-embedded-connectors.js';
import { startOAuthResume } from './start-oauth-resume.js';

/**
 * What the config reads through `embeddedWallet.connectors`: the wallet learns the config's
 * context, reads back the user kept before a reload, publishes their connectors, and — when the
 * wallet was given its `config` — finishes a sign-in that is back from a provider by redirect.
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
      // Back from a provider by redirect: that sign-in finishes, and connects, on the wallet's
      // config (which offering providers requires).
      if (state.config) state.oauthRedirect ??= startOAuthResume(wallet);
    })
    .catch(() => undefined);
  const list = state.connectorList;
  return { get: list.get, subscribe: list.subscribe, destroy: () => undefined };
}
