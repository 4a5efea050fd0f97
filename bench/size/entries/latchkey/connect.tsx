// Connect: provider, connect button and dialog, one hook; extension and deep-link wallets only.
import { createConfig, injected, solanaMainnet, walletStandard } from '@latchkey/core';
import { phantomDeepLink } from '@latchkey/core/deeplink';
import { ConnectButton, LatchkeyProvider, useWallet } from '@latchkey/react';
import '@latchkey/react/styles.css';

const config = createConfig({
  appName: 'Acme',
  networks: [solanaMainnet()],
  connectors: [walletStandard(), injected(), phantomDeepLink()],
});

function Address() {
  const { address } = useWallet();
  return <p>{address ?? 'Not connected'}</p>;
}

export function App() {
  return (
    <LatchkeyProvider config={config}>
      <ConnectButton />
      <Address />
    </LatchkeyProvider>
  );
}
