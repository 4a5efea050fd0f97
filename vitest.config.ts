import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium.js';

const sourceConditions = { resolve: { conditions: ['latchkey-source'] } };

export default defineConfig({
  ...sourceConditions,
  ssr: sourceConditions,
  test: {
    projects: [
      {
        ...sourceConditions,
        ssr: sourceConditions,
        test: {
          name: 'unit',
          environment: 'node',
          // A whole sandbox (RPC over LiteSVM, custody server, product server on PGlite) starts in
          // a beforeAll: a few seconds on 2 cores, more while the machine is busy.
          hookTimeout: 60_000,
          // A test's own work (signing, a round trip through a shared stack) can take seconds while
          // the machine is busy; a hang still fails. Starting a stack needs a bound of its own
          // (docs/test-timeouts.test.ts).
          testTimeout: 15_000,
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
            'docs/*.test.ts',
          ],
          exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
        },
      },
      {
        // The browser build also needs Vite's own client conditions ('browser', 'module'…).
        resolve: { conditions: ['latchkey-source', ...defaultClientConditions] },
        // Pre-bundled up front, so Vite does not find them mid-run and reload a test.
        optimizeDeps: {
          include: [
            '@solana/kit',
            '@solana-program/memo',
            '@solana-program/system',
            '@solana-program/token',
            '@solana/wallet-standard-util',
            '@wallet-standard/app',
            '@wallet-standard/wallet',
            '@web3icons/core/svgs/wallets/background/backpack.svg.js',
            '@web3icons/core/svgs/wallets/background/coinbase.svg.js',
            '@web3icons/core/svgs/wallets/background/exodus.svg.js',
            '@web3icons/core/svgs/wallets/background/glow.svg.js',
            '@web3icons/core/svgs/wallets/background/ledger.svg.js',
            '@web3icons/core/svgs/wallets/background/okx.svg.js',
            '@web3icons/core/svgs/wallets/background/phantom.svg.js',
            '@web3icons/core/svgs/wallets/background/solflare.svg.js',
            '@web3icons/core/svgs/wallets/background/trust.svg.js',
            'qr',
            'qr/decode.js',
            'react',
            'react/jsx-dev-runtime',
            'react-dom/client',
          ],
        },
        test: {
          name: 'browser',
          include: ['packages/*/src/**/*.browser.test.{ts,tsx}'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
