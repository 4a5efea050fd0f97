// A host that offers every phone wallet through WalletConnect (walletconnect-chunk.test.ts and the
// WalletConnect line of the size bench).
import { createConfig, injected, solanaMainnet, walletStandard } from '@latchkey/core';
import { walletConnect } from '@latchkey/core/walletconnect';
import { ConnectButton, LatchkeyProvider } from '@latchkey/react';

const config = createConfig({
  appName: 'Acme',
  networks: [solanaMainnet()],
  connectors: [walletStandard(), injected(), walletConnect({ projectId: 'acme' })],
});

export function App() {
  return (
    <LatchkeyProvider config={config}>
      <ConnectButton />
    </LatchkeyProvider>
  );
}
