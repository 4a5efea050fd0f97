import { createConfig, solanaLocalnet } from '@latchkey/core';

// In your app: the sandbox's RPC when the tests give one, and its Wallet Standard test wallet
// registered before Latchkey looks for wallets — loaded only in a test build, so your users'
// bundle never contains it.
export const config = createConfig({
  appName: 'Acme',
  networks: [solanaLocalnet({ rpcUrl: import.meta.env.VITE_RPC_URL ?? 'http://127.0.0.1:8899' })],
});

if (import.meta.env.VITE_TEST_WALLET) {
  const { registerTestWallet } = await import('@latchkey/sandbox/test-wallet');
  // Real ed25519 keys, a real Wallet Standard handshake; 'auto' approves every request, the
  // default 'prompt' shows Approve / Reject for a test to click.
  await registerTestWallet({ rpcUrl: import.meta.env.VITE_RPC_URL, approval: 'prompt' });
}
