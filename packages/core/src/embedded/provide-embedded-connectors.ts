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
      // Back from a provider by redirect, with the config to connect on known: finish that
      // sign-in (else the host, React's provider included, calls resumeOAuthRedirect({ config })).
      if (state.config) {
        state.oauthRedirect ??= startOAuthResume(wallet);
        state.oauthRedirect.catch((error: unknown) =>
          context.logger.warn('The sign-in back from the provider failed', error),
        );
      }
    })
    .catch(() => undefined);
  const list = state.connectorList;
  return { get: list.get, subscribe: list.subscribe, destroy: () => undefined };
}
