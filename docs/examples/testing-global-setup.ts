/// <reference types="node" />
import { SANDBOX_EPHEMERAL_PORTS, startSandbox } from '@latchkey/sandbox';

// playwright.config.ts: `globalSetup: './global-setup.ts'`. The whole local stack on free ports,
// in the test process: a Solana RPC over a real SVM, the custody emulator, the product server,
// the OpenID provider. Your app's dev server reads the URLs from the environment.
export default async function globalSetup() {
  const sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 50 });
  process.env.VITE_RPC_URL = sandbox.urls.rpc;
  process.env.VITE_TEST_WALLET = '1';
  return () => sandbox.stop();
}
