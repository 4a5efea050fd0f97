import { LatchkeyProvider } from '@latchkey/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';
import { demoConfig, embeddedWallet } from './demo-config.js';
import { registerDemoTestWallet } from './register-demo-test-wallet.js';
import { demoTheme } from './theme-picker.js';
import '@latchkey/react/styles.css';
import './styles.css';

void registerDemoTestWallet(location.search);

const container = document.getElementById('root');
if (!container) throw new Error('The demo page has no #root element');
createRoot(container).render(
  <StrictMode>
    <LatchkeyProvider
      config={demoConfig}
      embeddedWallet={embeddedWallet}
      theme={demoTheme(location.search)}
    >
      <App />
    </LatchkeyProvider>
  </StrictMode>,
);
