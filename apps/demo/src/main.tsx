import { LatchkeyProvider } from '@latchkey/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';
import { demoConfig, embeddedWallet } from './demo-config.js';
import { queryClient, wagmiConfig } from './evm-config.js';
import { demoLocale } from './language-picker.js';
import { registerDemoTestWallet } from './register-demo-test-wallet.js';
import { applyDemoTheme, demoTheme } from './theme-picker.js';
import '@latchkey/react/styles.css';
import './styles.css';
import { WagmiProvider } from 'wagmi';

applyDemoTheme(location.search);
void registerDemoTestWallet(location.search);

const container = document.getElementById('root');
if (!container) throw new Error('The demo page has no #root element');
createRoot(container).render(
  <StrictMode>
    <LatchkeyProvider
      config={demoConfig}
      embeddedWallet={embeddedWallet}
      theme={demoTheme(location.search)}
      locale={demoLocale(location.search)}
    >
      <WagmiProvider config={wagmiConfig}>
        <QueryClientProvider client={queryClient}>
          <App />
        </QueryClientProvider>
      </WagmiProvider>
    </LatchkeyProvider>
  </StrictMode>,
);
