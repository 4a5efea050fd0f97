import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { sessionBackend } from './vite-session-backend.js';

// The demo reads the workspace packages' sources directly (the 'latchkey-source' export
// condition), so edits show up without a build step.
export default defineConfig({
  plugins: [
    react(),
    // The demo's own backend (/api/me), verifying the sessions the sandbox's product server
    // issues: the same product API and environment as the page (src/demo-config.ts).
    sessionBackend({
      productApiUrl: process.env.VITE_LATCHKEY_PRODUCT_API_URL ?? 'http://127.0.0.1:8820/api/v0',
      environmentId: 'sandbox',
    }),
  ],
  resolve: { conditions: ['latchkey-source', ...defaultClientConditions] },
  // Pre-bundle every dependency up front: on a cold cache Vite otherwise discovers them during the
  // first page load and reloads the page, which a user (or a test) mid-flow would feel.
  optimizeDeps: {
    include: [
      '@solana/kit',
      '@solana-program/compute-budget',
      '@solana-program/system',
      '@solana-program/token',
      '@solana-program/memo',
      '@wallet-standard/app',
      '@wallet-standard/wallet',
      '@solana/wallet-standard-util',
      'react',
      'react/jsx-runtime',
      'react-dom/client',
      '@tanstack/react-query',
      'viem',
      'viem/accounts',
      'viem/chains',
      'viem/op-stack',
      'wagmi',
      'wagmi > @wagmi/core',
    ],
  },
  // localhost, not 127.0.0.1: passkeys need a domain, and localhost is one.
  server: { host: 'localhost', port: 5173, strictPort: true },
  preview: { host: 'localhost', port: 5173, strictPort: true },
});
