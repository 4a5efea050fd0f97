import { createConfig, solanaMainnet } from '@latchkey/core';
import { ConnectDialog, LatchkeyProvider } from '@latchkey/react';
import '@latchkey/react/styles.css';
import { createRoot } from 'react-dom/client';
import { markWhenPainted } from './mark-painted.js';

markWhenPainted('.latchkey-wallet-list li');
const config = createConfig({ appName: 'Acme', networks: [solanaMainnet()] });
createRoot(document.getElementById('root') as HTMLElement).render(
  <LatchkeyProvider config={config}>
    <ConnectDialog open onClose={() => undefined} />
  </LatchkeyProvider>,
);
