import { createConfig, injected, solanaMainnet, walletStandard } from '@latchkey/core';
import { walletConnect, watchWalletConnectPairing } from '@latchkey/core/walletconnect';

export const config = createConfig({
  appName: 'Acme',
  networks: [solanaMainnet({ rpcUrl: 'https://your-rpc-provider.example' })],
  // Every phone wallet that speaks WalletConnect: a QR code on a desktop, "Open in …" on a phone.
  // `npm install @walletconnect/sign-client` beside Latchkey; the project id is the app's, from
  // WalletConnect's (Reown's) dashboard.
  connectors: [walletStandard(), injected(), walletConnect({ projectId: 'your-project-id' })],
});

// Headless: the pairing link to draw as a QR code, or to hand to a wallet (the dialog does both).
export const stop = watchWalletConnectPairing((pairing) => {
  if (pairing) console.log('Scan or open in a wallet:', pairing.uri);
});
