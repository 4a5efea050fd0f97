import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { SANDBOX_EPHEMERAL_PORTS, startSandbox } from '@latchkey/sandbox';
import { createServer, defaultClientConditions } from 'vite';

// Starts the stack the specs run against: the sandbox in-process and the demo's Vite server,
// both on free ports, and hands their URLs to the workers through the environment.
export default async function globalSetup() {
  // A second factor counts for 5 s here, so a spec sees a guarded action ask without waiting
  // the default 15 minutes.
  const sandbox = await startSandbox({
    ...SANDBOX_EPHEMERAL_PORTS,
    evmPort: 0,
    slotMs: 50,
    mfa: { windowSeconds: 5 },
  });
  process.env.VITE_LATCHKEY_RPC_URL = sandbox.urls.rpc;
  process.env.VITE_LATCHKEY_WS_URL = sandbox.urls.ws;
  process.env.VITE_LATCHKEY_PHANTOM_URL = sandbox.urls.phantom;
  process.env.VITE_LATCHKEY_PRODUCT_API_URL = sandbox.urls.productApi;
  process.env.VITE_LATCHKEY_CUSTODY_URL = sandbox.urls.custody;
  process.env.VITE_LATCHKEY_EVM_URL = sandbox.urls.evm;
  process.env.VITE_LATCHKEY_OPENID_URL = sandbox.urls.openId;
  process.env.LATCHKEY_PHANTOM_ADDRESS = sandbox.phantom.walletAddress;
  // The MWA wallet app's control routes (the e2e hands it association links) and its reflector.
  process.env.LATCHKEY_MWA_URL = sandbox.mwa.url;
  process.env.LATCHKEY_MWA_ADDRESS = sandbox.mwa.walletAddress;
  process.env.VITE_LATCHKEY_MWA_REFLECTOR = sandbox.mwa.reflectorAuthority;
  // The WalletConnect relay the demo dials, and its wallet's control routes (the e2e pairs it).
  process.env.VITE_LATCHKEY_WALLETCONNECT_RELAY = sandbox.urls.walletConnectRelay;
  process.env.LATCHKEY_WALLETCONNECT_URL = sandbox.urls.walletConnect;
  process.env.LATCHKEY_WALLETCONNECT_ADDRESS = sandbox.walletConnect.walletAddress;
  process.env.LATCHKEY_FEE_PAYER_ADDRESS = sandbox.productApi.feePayerAddress;
  // The root organization's API key, for a product server a spec runs itself (the Next example).
  process.env.LATCHKEY_SANDBOX_CUSTODY_API_PUBLIC_KEY = sandbox.custody.admin.rootApiKey.publicKey;
  process.env.LATCHKEY_SANDBOX_CUSTODY_API_PRIVATE_KEY =
    sandbox.custody.admin.rootApiKey.privateKey;
  const demo = await createServer({
    root: fileURLToPath(new URL('../apps/demo', import.meta.url)),
    configFile: fileURLToPath(new URL('../apps/demo/vite.config.ts', import.meta.url)),
    server: { port: 0, strictPort: false, host: '127.0.0.1' },
    resolve: { conditions: ['latchkey-source', ...defaultClientConditions] },
    logLevel: 'warn',
    clearScreen: false,
  });
  await demo.listen();
  const demoUrl = demo.resolvedUrls?.local[0];
  if (!demoUrl) throw new Error('The demo server did not report its URL');
  process.env.LATCHKEY_DEMO_URL = demoUrl;
  process.env.LATCHKEY_SANDBOX_RPC_URL = sandbox.urls.rpc;

  // The specs read what the custody server "emailed" (codes) from here: test plumbing only.
  const mailbox = createHttpServer((request, response) => {
    // POST /expire: every pending code expires now (to see an expired code refused).
    if (request.method === 'POST') sandbox.custody.admin.expireOneTimeCodes();
    response
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify(sandbox.custody.admin.outbox()));
  });
  await new Promise<void>((resolve) => mailbox.listen(0, '127.0.0.1', resolve));
  process.env.LATCHKEY_MAILBOX_URL = `http://127.0.0.1:${(mailbox.address() as AddressInfo).port}`;

  // What the custody server did (`{ id, type, organizationId, status, at }`, oldest first), so a
  // spec can tell whether anything was signed: test plumbing only.
  const custodyActivities = createHttpServer((_request, response) => {
    response
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify(sandbox.custody.admin.activities()));
  });
  await new Promise<void>((resolve) => custodyActivities.listen(0, '127.0.0.1', resolve));
  process.env.LATCHKEY_CUSTODY_ACTIVITIES_URL = `http://127.0.0.1:${(custodyActivities.address() as AddressInfo).port}`;

  return async () => {
    await new Promise((resolve) => custodyActivities.close(resolve));
    await new Promise((resolve) => mailbox.close(resolve));
    await demo.close();
    await sandbox.stop();
  };
}
