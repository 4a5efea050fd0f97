// `npm run bench:oauth`: what "Continue with Google" costs, popup to wallet, against the local
// stack — the sandbox in-process (its OpenID provider "Sandbox Google", custody emulator and
// @latchkey/server on PGlite) and the demo's Vite server, driven in Debian's Chromium. For each
// sign-up (a new person) and sign-in (the same person again) it measures, leaving out the time
// the person spends choosing an account:
// - click → the provider's account page shown in the popup;
// - account chosen → wallet ready (the popup back, the code traded, the ID token verified, the
//   key logged in, a session key made, the wallets read, the wallet connected);
// - round trips: the browser's requests (page and popup) to the provider, the product server and
//   the custody server, and the product server's own requests to the provider (code exchange,
//   discovery, JWKS) and to custody — counted by wrapping this process's fetch, which the
//   in-process server uses, while the browser's are seen by Chromium.
// Writes bench/results/oauth.json. Reported, never budgeted.
import { subscribe } from 'node:diagnostics_channel';
import { fileURLToPath } from 'node:url';
import { SANDBOX_EPHEMERAL_PORTS, startSandbox } from '@latchkey/sandbox';
import { chromium } from 'playwright';
import { createServer, defaultClientConditions } from 'vite';
import { chromiumLaunchOptions } from '../../scripts/chromium.js';
import { printTable, writeResults } from '../print-table.js';

const RUNS = 5;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

// Every request each service of the stack receives (Node's `http.server.request.start`
// channel), by the port it arrives on; less the browser's, that leaves the stack's own: the
// product server's code exchange, discovery, JWKS and custody activities (with their polls),
// and the custody emulator's reads of the issuer's discovery and JWKS (cached).
const received = new Map();
let origins = {};
subscribe('http.server.request.start', ({ server }) => {
  const port = server.address()?.port;
  const to = Object.entries(origins).find(([, origin]) => new URL(origin).port === String(port));
  if (to) received.set(to[0], (received.get(to[0]) ?? 0) + 1);
});

const sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 50 });
origins = {
  provider: sandbox.urls.openId,
  custody: sandbox.urls.custody,
  product: new URL(sandbox.urls.productApi).origin,
};
Object.assign(process.env, {
  VITE_LATCHKEY_RPC_URL: sandbox.urls.rpc,
  VITE_LATCHKEY_WS_URL: sandbox.urls.ws,
  VITE_LATCHKEY_PHANTOM_URL: sandbox.urls.phantom,
  VITE_LATCHKEY_PRODUCT_API_URL: sandbox.urls.productApi,
  VITE_LATCHKEY_CUSTODY_URL: sandbox.urls.custody,
  VITE_LATCHKEY_OPENID_URL: sandbox.urls.openId,
});
const demo = await createServer({
  root: fileURLToPath(new URL('../../apps/demo', import.meta.url)),
  configFile: fileURLToPath(new URL('../../apps/demo/vite.config.ts', import.meta.url)),
  server: { port: 0, strictPort: false, host: '127.0.0.1' },
  resolve: { conditions: ['latchkey-source', ...defaultClientConditions] },
  logLevel: 'error',
  clearScreen: false,
});
await demo.listen();
const demoUrl = demo.resolvedUrls?.local[0];
const browser = await chromium.launch(chromiumLaunchOptions());

/** One "Continue with Google", as `email`: the times and the round trips. */
async function signIn(email) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(demoUrl);
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  const browserCalls = new Map();
  context.on('request', (request) => {
    const origin = new URL(request.url()).origin;
    const to = Object.entries(origins).find(([, known]) => known === origin)?.[0];
    if (to) browserCalls.set(to, (browserCalls.get(to) ?? 0) + 1);
  });
  received.clear();
  const popupOpened = page.waitForEvent('popup');
  const clicked = performance.now();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await popup.getByTestId('openid-other-email').waitFor();
  const chooserShown = performance.now();
  await popup.getByTestId('openid-other-email').fill(email);
  const chosen = performance.now();
  await popup.getByTestId('openid-other-submit').click();
  await page
    .getByTestId('status')
    .filter({ hasText: /^connected$/ })
    .waitFor({ timeout: 30_000 });
  const ready = performance.now();
  await context.close();
  return {
    toChooserMs: chooserShown - clicked,
    toWalletMs: ready - chosen,
    browser: Object.fromEntries(browserCalls),
    // What the services received beyond the browser's requests.
    server: Object.fromEntries(
      [...received]
        .map(([to, count]) => [to, count - (browserCalls.get(to) ?? 0)])
        .filter(([, count]) => count > 0),
    ),
  };
}

const results = { runs: RUNS, signUp: [], signIn: [] };
// A first, unmeasured pass warms Vite's module graph and the server's caches.
await signIn(`warm-${Date.now()}@example.com`);
for (let run = 0; run < RUNS; run += 1) {
  const email = `bench-${run}-${Date.now()}@example.com`;
  results.signUp.push(await signIn(email));
  results.signIn.push(await signIn(email));
}

const summary = (samples) => ({
  toChooserMs: Math.round(median(samples.map((sample) => sample.toChooserMs))),
  toWalletMs: Math.round(median(samples.map((sample) => sample.toWalletMs))),
  browser: samples.at(-1).browser,
  server: samples.at(-1).server,
});
const measured = { runs: RUNS, signUp: summary(results.signUp), signIn: summary(results.signIn) };
const calls = (counts) =>
  Object.entries(counts)
    .map(([to, count]) => `${to} ${count}`)
    .join(', ');
printTable([
  [
    'Continue with Google',
    'click → chooser',
    'chosen → wallet ready',
    'browser requests',
    'server requests',
  ],
  ...['signUp', 'signIn'].map((kind) => [
    kind === 'signUp' ? 'sign-up (new person)' : 'sign-in (same person)',
    `${measured[kind].toChooserMs} ms`,
    `${measured[kind].toWalletMs} ms`,
    calls(measured[kind].browser),
    calls(measured[kind].server),
  ]),
]);
await writeResults('oauth', measured);
await browser.close();
await demo.close();
await sandbox.stop();
