// Embedded: the connect entry plus embedded-wallet login (passkey, email code) and signing.
import { createConfig, injected, solanaMainnet, walletStandard } from '@latchkey/core';
import { phantomDeepLink } from '@latchkey/core/deeplink';
import { createEmbeddedWallet } from '@latchkey/core/embedded';
import { createProductApiClient } from '@latchkey/core/product-api/client';
import { ConnectButton, LatchkeyProvider, useSignMessage, useWallet } from '@latchkey/react';
import '@latchkey/react/styles.css';

const embeddedWallet = createEmbeddedWallet({
  appName: 'Acme',
  organizationId: 'org',
  productApi: createProductApiClient({ environmentId: 'env' }),
});
const config = createConfig({
  appName: 'Acme',
  networks: [solanaMainnet()],
  connectors: [walletStandard(), injected(), phantomDeepLink(), embeddedWallet.connectors],
});

function Sign() {
  const { address } = useWallet();
  const { signMessage, data } = useSignMessage();
  return (
    <button type="button" onClick={() => void signMessage('hello')}>
      {address} {data ? 'signed' : 'sign'}
    </button>
  );
}

export function App() {
  return (
    <LatchkeyProvider config={config} embeddedWallet={embeddedWallet}>
      <ConnectButton />
      <Sign />
    </LatchkeyProvider>
  );
}
