import {
  type Config,
  createConfig,
  injected,
  solanaLocalnet,
  walletStandard,
} from '@latchkey/core';
import { createEmbeddedWallet, type EmbeddedWallet } from '@latchkey/core/embedded';
import { createProductApiClient } from '@latchkey/core/product-api/client';
import type { BrowserSettings } from './browser-settings';

/**
 * The page's Latchkey config and, when the server offers them, its embedded wallets.
 *
 * @example
 * ```ts
 * const example: ExampleConfig = createExampleConfig(settings);
 * ```
 */
export interface ExampleConfig {
  readonly config: Config;
  readonly embeddedWallet: EmbeddedWallet | undefined;
}

/**
 * Builds the page's config from its settings: the network they name, browser wallets, and this
 * app's own product server (same origin) for sessions (a connect signs in; in cookie mode the
 * tokens are httpOnly cookies this app's backend reads), and for sponsorship and embedded wallets
 * when it serves them. It touches no browser API, so the server can render with it too.
 *
 * @example
 * ```ts
 * const { config, embeddedWallet } = createExampleConfig({
 *   rpcUrl: 'http://127.0.0.1:8899',
 *   productApi: { baseUrl: '/api/latchkey', environmentId: 'sandbox', authToken: 'sandbox-token' },
 * });
 * ```
 */
export function createExampleConfig(settings: BrowserSettings): ExampleConfig {
  const network = solanaLocalnet(
    settings.wsUrl
      ? { rpcUrl: settings.rpcUrl, wsUrl: settings.wsUrl }
      : { rpcUrl: settings.rpcUrl },
  );
  const productApi = createProductApiClient(settings.productApi);
  const { embedded, sponsorship } = settings;
  const embeddedWallet = embedded
    ? createEmbeddedWallet({
        appName: 'Acme',
        organizationId: embedded.organizationId,
        custodyBaseUrl: embedded.custodyBaseUrl,
        productApi,
        ...(embedded.authFrameUrl ? { authFrameUrl: embedded.authFrameUrl } : {}),
        ...(embedded.exportFrameUrl ? { exportFrameUrl: embedded.exportFrameUrl } : {}),
      })
    : undefined;
  const config = createConfig({
    appName: 'Acme',
    networks: [network],
    connectors: [
      walletStandard(),
      injected(),
      ...(embeddedWallet ? [embeddedWallet.connectors] : []),
    ],
    auth: { ...settings.productApi, carrier: settings.sessionCarrier ?? 'bearer' },
    // The page pins the server's fee payer: a sponsor answer with any other is refused.
    ...(sponsorship
      ? {
          sponsorship: {
            client: productApi,
            networks: [network.networkId],
            feePayer: sponsorship.feePayer,
          },
        }
      : {}),
  });
  return { config, embeddedWallet };
}
