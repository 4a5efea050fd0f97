import { createConfig, injected, solanaMainnet, walletStandard } from '@latchkey/core';
import { remoteMobileWalletAdapter, watchMwaAssociation } from '@latchkey/core/mwa';

export const config = createConfig({
  appName: 'Acme',
  networks: [solanaMainnet()],
  // On Android, "Use an installed wallet" is there by default (`mobileWalletAdapter: false`
  // turns it off). On a desktop, a phone's wallet app connects by QR code, through a reflector
  // that you run (no Latchkey package supplies one).
  connectors: [
    walletStandard(),
    injected(),
    remoteMobileWalletAdapter({ reflector: 'reflector.example.com' }),
  ],
});

// Headless: the link to show as a QR code while a phone is to scan it (the dialog draws it).
export const stop = watchMwaAssociation((association) => {
  if (association) console.log('Scan to connect:', association.uri);
});
