// A desktop host that offers a phone's wallet app by QR code (for mwa-chunk.test.ts).
import { createConfig, injected, solanaMainnet, walletStandard } from '@latchkey/core';
import { remoteMobileWalletAdapter } from '@latchkey/core/mwa';
import { ConnectButton, LatchkeyProvider } from '@latchkey/react';

const config = createConfig({
  appName: 'Acme',
  networks: [solanaMainnet()],
  connectors: [
    walletStandard(),
    injected(),
    remoteMobileWalletAdapter({ reflector: 'reflector.example.com' }),
  ],
});

export function App() {
  return (
    <LatchkeyProvider config={config}>
      <ConnectButton />
    </LatchkeyProvider>
  );
}
