import { createConfig, injected, solanaMainnet, walletStandard } from '@latchkey/core';
import { phantomDeepLink } from '@latchkey/core/deeplink';
import { createEmbeddedWallet } from '@latchkey/core/embedded';
import { createProductApiClient } from '@latchkey/core/product-api/client';
import { LatchkeyProvider } from '@latchkey/react';
import type { ReactNode } from 'react';

// Production: your RPC, the product API (embedded sign-up, email codes, sponsored fees) and
// the custody provider's API and frames. Only your RPC URL and your ids are yours to set; the
// custody endpoints, frames and Phantom's link default to the providers' production hosts.
const productApi = createProductApiClient({
  environmentId: 'env_acme_production',
  // Your backend's session, if it has one: sent as Authorization: Bearer <token>.
  authToken: () => sessionStorage.getItem('acme:api-token') ?? undefined,
});

const embeddedWallet = createEmbeddedWallet({
  appName: 'Acme',
  organizationId: 'your-parent-organization-id', // from the custody provider's dashboard
  productApi,
  // custodyBaseUrl, authFrameUrl and exportFrameUrl default to the provider's production hosts.
});

const config = createConfig({
  appName: 'Acme',
  networks: [solanaMainnet({ rpcUrl: 'https://rpc.acme.example' })],
  connectors: [walletStandard(), injected(), phantomDeepLink(), embeddedWallet.connectors],
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <LatchkeyProvider config={config} embeddedWallet={embeddedWallet}>
      {children}
    </LatchkeyProvider>
  );
}
