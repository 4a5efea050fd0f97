import { createConfig, solanaMainnet } from '@latchkey/core';
import { LatchkeyProvider } from '@latchkey/react';
// Opened as the page loads, as wallet-adapter's modal is here: the dialog with its code up front.
import { ConnectDialog } from '@latchkey/react/dialog';
import '@latchkey/react/styles.css';
import { createRoot } from 'react-dom/client';

const config = createConfig({ appName: 'Acme', networks: [solanaMainnet()] });
createRoot(document.getElementById('root') as HTMLElement).render(
  <LatchkeyProvider config={config}>
    <ConnectDialog open onClose={() => undefined} />
  </LatchkeyProvider>,
);
