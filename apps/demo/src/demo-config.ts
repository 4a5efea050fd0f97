import {
  createConfig,
  injected,
  solanaDevnet,
  solanaLocalnet,
  walletStandard,
} from '@latchkey/core';
import { phantomDeepLink } from '@latchkey/core/deeplink';
import { createEmbeddedWallet } from '@latchkey/core/embedded';
import { remoteMobileWalletAdapter } from '@latchkey/core/mwa';
import { createProductApiClient } from '@latchkey/core/product-api/client';
import { walletConnect } from '@latchkey/core/walletconnect';
import { sandboxTokens } from './sandbox-tokens.js';

/** Where the local stack's Solana RPC is; `npm start` and the e2e run set it. */
export const sandboxRpcUrl = import.meta.env.VITE_LATCHKEY_RPC_URL ?? 'http://127.0.0.1:8899';

/** The sandbox's subscription socket; derived from the RPC URL when unset. */
export const sandboxWsUrl = import.meta.env.VITE_LATCHKEY_WS_URL;

/** The sandbox's Phantom responder plays the Phantom app for the deep-link flow. */
export const phantomResponderUrl =
  import.meta.env.VITE_LATCHKEY_PHANTOM_URL ?? 'http://127.0.0.1:8830/ul/v1';

/** The sandbox's product API (sponsorship, embedded-wallet sign-up, sessions) and its environment. */
export const productApiSettings = {
  baseUrl: import.meta.env.VITE_LATCHKEY_PRODUCT_API_URL ?? 'http://127.0.0.1:8820/api/v0',
  environmentId: 'sandbox',
  authToken: 'sandbox-token',
} as const;

/** The client for {@link productApiSettings}: sponsorship and embedded-wallet sign-up. */
export const productApi = createProductApiClient(productApiSettings);

const custodyUrl = import.meta.env.VITE_LATCHKEY_CUSTODY_URL ?? 'http://127.0.0.1:8810';

/** The sandbox's MWA reflector: a phone's wallet app reaches a desktop page through it. */
export const mwaReflector = import.meta.env.VITE_LATCHKEY_MWA_REFLECTOR ?? '127.0.0.1:8850';

/** The sandbox's WalletConnect relay: any phone wallet reaches the page through it (locally). */
export const walletConnectRelayUrl =
  import.meta.env.VITE_LATCHKEY_WALLETCONNECT_RELAY ?? 'ws://127.0.0.1:8860';

/** The sandbox's inbox: every email its custody server "sends" (sign-in codes, links). */
export const sandboxInboxUrl = `${custodyUrl}/inbox`;

/** The sandbox's OpenID provider: "Sandbox Google" and "Sandbox Apple", with test accounts. */
const openIdUrl = import.meta.env.VITE_LATCHKEY_OPENID_URL ?? 'http://127.0.0.1:8840';

/**
 * Embedded wallets held by the sandbox's custody server, signed into with Google or Apple (the
 * sandbox's), a passkey or an email code.
 */
export const embeddedWallet = createEmbeddedWallet({
  appName: 'Latchkey demo',
  custodyBaseUrl: custodyUrl,
  authFrameUrl: `${custodyUrl}/frames/auth`,
  exportFrameUrl: `${custodyUrl}/frames/export`,
  organizationId:
    import.meta.env.VITE_LATCHKEY_CUSTODY_ORGANIZATION_ID ?? '6c6b7463-0000-4000-8000-000000000001',
  productApi,
  // A login connects on the demo's config; a Google or Apple sign-in back by redirect too.
  config: () => demoConfig,
  // In production: { google: { clientId: '….apps.googleusercontent.com' }, apple: { clientId } }.
  oauth: {
    providers: {
      google: { clientId: 'sandbox-google-client', issuer: `${openIdUrl}/google` },
      apple: {
        clientId: 'sandbox-apple-client',
        issuer: `${openIdUrl}/apple`,
        scope: 'openid email',
      },
    },
  },
});

/** The sandbox's network: the one whose fees the demo's product server may pay. */
const sandboxNetwork = solanaLocalnet(
  sandboxWsUrl ? { rpcUrl: sandboxRpcUrl, wsUrl: sandboxWsUrl } : { rpcUrl: sandboxRpcUrl },
);

/** The demo's Latchkey config: the sandbox first, devnet as a second network to switch to. */
export const demoConfig = createConfig({
  appName: 'Latchkey demo',
  // The product server pays the fee of sends that ask for it (the wallet panel's checkbox); in
  // production this is mainnet, the default.
  sponsorship: { client: productApi, networks: [sandboxNetwork.networkId] },
  networks: [sandboxNetwork, solanaDevnet()],
  // On a phone without an injected Phantom, the deep link is offered (to the sandbox's responder).
  connectors: [
    walletStandard(),
    injected(),
    phantomDeepLink({ baseUrl: phantomResponderUrl }),
    // On a desktop, "Use a wallet on your phone": a QR code for the phone's wallet app (MWA).
    remoteMobileWalletAdapter({ reflector: mwaReflector, appName: 'Latchkey demo' }),
    // Any phone wallet, through the sandbox's relay (a real app registers its project id with
    // WalletConnect and leaves relayUrl out).
    walletConnect({ projectId: 'latchkey-demo', relayUrl: walletConnectRelayUrl }),
    embeddedWallet.connectors,
  ],
  // Sessions from the product server: a wallet's connect signs in too, as do the embedded
  // logins. Bearer mode (the server is on another origin): the SDK keeps the refresh token and
  // hands the access token to the page, which sends it to its own backend (/api/me).
  auth: { ...productApiSettings, carrier: 'bearer' },
  // The approval view names the sandbox's tokens as the demo does.
  tokens: sandboxTokens,
});
