import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { SANDBOX_CUSTODY_ORGANIZATION_ID } from '@latchkey/sandbox';
import { createLatchkeyServer, type LatchkeyServer, openDatabase } from '@latchkey/server';
import { ed25519 } from '@noble/curves/ed25519.js';
import { expect, type Page, test } from '@playwright/test';
import { getBase58Decoder, getBase58Encoder } from '@solana/kit';
import { startTestPostgres, type TestPostgres } from '../scripts/test-postgres.js';
import { disconnectFromAccountMenu } from './account-menu.js';
import { sandboxRpc, sandboxRpcUrl } from './demo-env.js';
import { addPasskeyAuthenticator, lastCodeFor } from './embedded-helpers.js';
import {
  buildNextExample,
  type RunningNextExample,
  startNextExample,
} from './start-next-example.js';
import { testWalletInitScript } from './test-wallet-init-script.js';

// The Next.js App Router example (apps/next-example) as a host ships it: `next build`, then
// `next start` with the product server's variables pointing at the sandbox global-setup started.
// Its route handlers mount @latchkey/server; its page renders on the server, hydrates silently
// (also under `next dev`, with React's development build, which reports every mismatch), and
// connects, signs and sends with the sandbox's test wallet, injected as an extension's is.

const environment = { id: 'acme', token: 'acme-public-token' };
const feePayer = newKeypair();
// The session signing key, as a deployment passes it (LATCHKEY_SESSION_KEYS).
const sessionKeys = JSON.stringify({
  keys: [
    {
      ...generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }),
      kid: randomUUID(),
    },
  ],
});
let app: RunningNextExample | undefined;
// The example's PostgreSQL, shared with a second instance of the server: what one revokes the
// other must refuse.
let postgres: TestPostgres | undefined;
let otherInstance: LatchkeyServer | undefined;

function appUrl(path = ''): string {
  if (!app) throw new Error('The Next example is not running');
  return `${app.url}${path}`;
}

/** The same origin by name: WebAuthn refuses an IP address. */
function localhost(url: string): string {
  const named = new URL(url);
  named.hostname = 'localhost';
  return named.origin;
}

/** The example's environment: the sandbox's custody server, RPC and a fee payer of its own. */
function exampleVariables(url: string): Record<string, string> {
  const custodyUrl = process.env.VITE_LATCHKEY_CUSTODY_URL as string;
  return {
    LATCHKEY_ENVIRONMENTS: `${environment.id}:${environment.token}`,
    // Passkeys need a domain: the embedded-wallet test opens the app as localhost.
    LATCHKEY_ALLOWED_ORIGINS: `${url},${localhost(url)}`,
    LATCHKEY_CUSTODY_URL: custodyUrl,
    LATCHKEY_ORGANIZATION_ID: SANDBOX_CUSTODY_ORGANIZATION_ID,
    LATCHKEY_API_PUBLIC_KEY: process.env.LATCHKEY_SANDBOX_CUSTODY_API_PUBLIC_KEY as string,
    LATCHKEY_API_PRIVATE_KEY: process.env.LATCHKEY_SANDBOX_CUSTODY_API_PRIVATE_KEY as string,
    LATCHKEY_FEE_PAYER_KEY: feePayer.secretKeyJson,
    LATCHKEY_RPC_URL: sandboxRpcUrl(),
    SOLANA_RPC_URL: sandboxRpcUrl(),
    SOLANA_WS_URL: process.env.VITE_LATCHKEY_WS_URL as string,
    LATCHKEY_AUTH_FRAME_URL: `${custodyUrl}/frames/auth`,
    LATCHKEY_EXPORT_FRAME_URL: `${custodyUrl}/frames/export`,
    // Sessions in httpOnly cookies on the app's own site, signed with the deployment's key.
    LATCHKEY_SESSION_CARRIER: 'cookie',
    LATCHKEY_SESSION_KEYS: sessionKeys,
    LATCHKEY_SESSION_ISSUER: url,
    DATABASE_URL: postgres?.url ?? '',
    // `next start` is production: the sandbox's custody server and RPC speak plain http.
    LATCHKEY_ALLOW_INSECURE: 'http-upstream',
  };
}

async function lamportsOf(address: string): Promise<number> {
  return (await sandboxRpc<{ value: number }>('getBalance', [address, { commitment: 'confirmed' }]))
    .value;
}

/** A fresh keypair: its address, and its 64-byte secret key as `solana-keygen` writes it. */
function newKeypair() {
  const secret = ed25519.utils.randomSecretKey();
  const publicKey = ed25519.getPublicKey(secret);
  return {
    address: getBase58Decoder().decode(publicKey),
    secretKeyJson: JSON.stringify([...secret, ...publicKey]),
  };
}

async function airdrop(address: string, lamports: number) {
  const before = await lamportsOf(address);
  await sandboxRpc('requestAirdrop', [address, lamports]);
  await expect.poll(() => lamportsOf(address)).toBe(before + lamports);
}

/** Records every console error or warning and uncaught error of the page. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Waits until React has hydrated the server-rendered connect button (attached its props). */
async function expectHydrated(page: Page) {
  const button = page.getByRole('button', { name: 'Connect wallet' });
  await expect
    .poll(() =>
      button.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps$')),
      ),
    )
    .toBe(true);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  console.log(`next build: ${(await buildNextExample()).toFixed(1)} s`);
  await airdrop(feePayer.address, 1_000_000_000);
  postgres = await startTestPostgres();
  app = await startNextExample('start', exampleVariables);
  otherInstance = await createLatchkeyServer({
    database: await openDatabase({ databaseUrl: postgres.url }),
    environments: { [environment.id]: { authToken: environment.token } },
    sessions: { issuer: app.url, signingKeys: JSON.parse(sessionKeys).keys },
    onError: () => {},
  });
});

test.afterAll(async () => {
  await app?.stop();
  await otherInstance?.close();
  await postgres?.stop();
});

test('mounts @latchkey/server in its route handlers, configured from the environment', async () => {
  const health = await fetch(appUrl('/api/latchkey/health'));
  expect(health.headers.get('content-type')).toBe('text/plain');
  expect(await health.text()).toBe('ok');
  // The server's own answer for a path it does not serve, not Next's 404 page.
  const missing = await fetch(appUrl('/api/latchkey/nowhere'));
  expect(missing.status).toBe(404);
  expect(await missing.json()).toEqual({
    error: { code: 'NOT_FOUND', message: 'Nothing at /api/latchkey/nowhere' },
  });
  // LATCHKEY_ALLOWED_ORIGINS names the app alone: another site's page is refused.
  const foreign = await fetch(appUrl('/api/latchkey/embedded/email-login'), {
    method: 'POST',
    headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(foreign.status).toBe(403);

  // Email login goes to the sandbox's custody server with the API key from the environment:
  // the code lands in the sandbox's inbox.
  const email = `next-example+${Date.now()}@example.com`;
  const login = await fetch(appUrl('/api/latchkey/embedded/email-login'), {
    method: 'POST',
    headers: {
      Origin: appUrl(),
      'Content-Type': 'application/json',
      Authorization: `Bearer ${environment.token}`,
    },
    body: JSON.stringify({ environmentId: environment.id, email }),
  });
  expect(login.status).toBe(200);
  expect(await login.json()).toMatchObject({ otpId: expect.any(String) });
  const outbox = (await (await fetch(process.env.LATCHKEY_MAILBOX_URL as string)).json()) as {
    to: string;
    otpCode?: string;
  }[];
  expect(outbox.filter((message) => message.to === email)).toEqual([
    expect.objectContaining({ otpCode: expect.stringMatching(/^[0-9A-Z]{9}$/) }),
  ]);
});

const walletPrompt = (page: Page) => page.getByRole('dialog', { name: 'Latchkey Test Wallet' });

async function approveInWallet(page: Page) {
  await expect(walletPrompt(page)).toBeVisible();
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click();
  await expect(walletPrompt(page)).toBeHidden();
}

/** Sends 0.01 SOL from the page and returns the transaction's signature once confirmed. */
async function sendFromPage(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Send 0.01 SOL' }).click();
  await approveInWallet(page);
  await expect(page.getByTestId('send-stage')).toHaveText('confirmed', { timeout: 20_000 });
  // (Next's route announcer is an alert of its own: look inside the panel only.)
  await expect(page.getByRole('region', { name: 'Your wallet' }).getByRole('alert')).toHaveCount(0);
  return (await page.getByTestId('send-signature').textContent()) as string;
}

test('renders on the server, hydrates without a warning, then connects, signs and sends', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const html = await (await fetch(appUrl('/'))).text();
  expect(html).toMatch(/<button[^>]*data-status="disconnected"[^>]*>Connect wallet<\/button>/);
  expect(html).toContain('Connect a wallet to sign a message and send SOL.');

  // Production React reports a hydration mismatch as an uncaught error; anything logged counts.
  const problems = collectProblems(page);
  await page.addInitScript({ content: await testWalletInitScript(sandboxRpcUrl()) });
  await page.goto(appUrl('/'));
  await expectHydrated(page);
  expect(problems).toEqual([]);

  await page.getByRole('button', { name: 'Connect wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
  await dialog
    .getByRole('region', { name: 'Installed' })
    .getByRole('button', { name: /Latchkey Test Wallet/ })
    .click();
  await approveInWallet(page);
  await expect(dialog).toBeHidden();
  const address = await page.evaluate(
    () =>
      (
        globalThis as { latchkeyTestWallet?: { activeAddress(): string } }
      ).latchkeyTestWallet?.activeAddress() ?? '',
  );
  await expect(page.getByTestId('wallet-address')).toHaveText(address);

  // The signature verifies against the address's public key.
  const message = 'Hello from Acme on Next.js';
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Sign message' }).click();
  await expect(walletPrompt(page)).toContainText(message);
  await approveInWallet(page);
  const signature = (await page.getByTestId('message-signature').textContent()) as string;
  expect(
    ed25519.verify(
      new Uint8Array(getBase58Encoder().encode(signature)),
      new TextEncoder().encode(message),
      new Uint8Array(getBase58Encoder().encode(address)),
    ),
  ).toBe(true);

  // 0.01 SOL to a fresh address, the wallet paying the fee.
  await airdrop(address, 1_000_000_000);
  const recipient = newKeypair().address;
  await page.getByLabel('To').fill(recipient);
  const walletBefore = await lamportsOf(address);
  const first = await sendFromPage(page);
  const [status] = (
    await sandboxRpc<{ value: ({ err: unknown } | null)[] }>('getSignatureStatuses', [[first]])
  ).value;
  expect(status).toMatchObject({ err: null });
  expect(await lamportsOf(recipient)).toBe(10_000_000);
  expect(await lamportsOf(address)).toBe(walletBefore - 10_000_000 - 5_000);

  // Again with the fee paid by the app: sponsored through its own route handler, by the fee
  // payer its environment names (two signatures at 5,000 lamports each).
  const feePayerBefore = await lamportsOf(feePayer.address);
  await page.getByLabel('Let the app pay the network fee').check();
  const second = await sendFromPage(page);
  expect(second).not.toBe(first);
  expect(await lamportsOf(recipient)).toBe(20_000_000);
  expect(await lamportsOf(address)).toBe(walletBefore - 20_000_000 - 5_000);
  expect(await lamportsOf(feePayer.address)).toBe(feePayerBefore - 10_000);

  expect(problems).toEqual([]);
});

test("under next dev, React's development build hydrates the first render without a warning", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const development = await startNextExample('dev', exampleVariables);
  try {
    const problems = collectProblems(page);
    await page.goto(development.url);
    await expectHydrated(page);
    // Hydrated, not just painted: the button opens the dialog.
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(page.getByRole('dialog', { name: 'Connect a wallet' })).toBeVisible();
    expect(problems).toEqual([]);
  } finally {
    await development.stop();
  }
});

test('signs up for an embedded wallet through its own route handler, by passkey', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Uncaught errors only: Chromium warns that the SDK's passkey offers ES256 alone, which is the
  // SDK's choice, not this host's.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await addPasskeyAuthenticator(page);
  await page.goto(localhost(appUrl()));
  await expectHydrated(page);
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
  const embedded = dialog.getByRole('region', { name: 'Embedded wallet' });
  const email = `next-passkey+${Date.now()}@example.com`;
  await embedded.getByLabel('Email').fill(email);
  await embedded.getByRole('button', { name: 'Continue with a passkey' }).click();
  const signUp = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/latchkey/embedded/users',
  );
  await embedded.getByRole('button', { name: 'Create a passkey wallet' }).click();
  expect((await signUp).status()).toBe(200);
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(page.getByTestId('wallet-address')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  const address = (await page.getByTestId('wallet-address').textContent()) as string;
  // Signed up is signed in: the app's backend sees the embedded wallet.
  await expect(backendSession(page)).toContainText(`embedded-wallet: ${address}`);
  const userId = await backendSession(page).getAttribute('data-user');

  // Disconnected (which ends the session), the passkey signs back in; the server has the
  // custody provider prove the passkey before it issues the session.
  await disconnectFromAccountMenu(page, address);
  await expect(page.getByTestId('session-status')).toHaveText('Signed out');
  const proof = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/latchkey/auth/passkey',
  );
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await embedded.getByRole('button', { name: 'Continue with a passkey' }).click();
  await embedded.getByRole('button', { name: 'Sign in with passkey' }).click();
  expect((await proof).status()).toBe(200);
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(backendSession(page)).toHaveAttribute('data-user', userId as string);
  await expect(backendSession(page)).toContainText(`embedded-wallet: ${address}`);
  expect(errors).toEqual([]);
});

const sessionPanel = (page: Page) => page.getByRole('region', { name: 'Your session' });
const backendSession = (page: Page) => page.getByTestId('backend-session');

/** The address the named test wallet exposes. */
function testWalletAddress(page: Page, global = 'latchkeyTestWallet'): Promise<string> {
  return page.evaluate(
    (name) =>
      (globalThis as unknown as Record<string, { activeAddress(): string } | undefined>)[
        name
      ]?.activeAddress() ?? '',
    global,
  );
}

/** The refresh token's cookie as the browser holds it (httpOnly: no page script reads it). */
async function refreshCookie(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'latchkey_refresh');
  expect(cookie?.httpOnly).toBe(true);
  return cookie?.value as string;
}

test("a wallet signs in: the app's backend verifies it, then a linked wallet; signed out, the other instance refuses the old refresh token", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = collectProblems(page);
  await page.addInitScript({ content: await testWalletInitScript(sandboxRpcUrl()) });
  await page.addInitScript({
    content: await testWalletInitScript(sandboxRpcUrl(), {
      name: 'Second Test Wallet',
      global: 'secondTestWallet',
      seed: 'second-test-wallet',
    }),
  });
  await page.goto(appUrl('/'));
  await expectHydrated(page);
  const signIn = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/latchkey/auth/wallet',
  );
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
  await dialog
    .getByRole('region', { name: 'Installed' })
    .getByRole('button', { name: /Latchkey Test Wallet/ })
    .click();
  // One approval connects and signs the server's challenge (solana:signIn).
  await approveInWallet(page);
  expect((await signIn).status()).toBe(200);
  const address = await testWalletAddress(page);
  await expect(sessionPanel(page).getByTestId('session-status')).toHaveText('Signed in');
  // The app's own backend (/api/me) read the httpOnly cookie and verified the token.
  await expect(backendSession(page)).toHaveText(`solana-wallet: ${address}`);
  const userId = await backendSession(page).getAttribute('data-user');
  const firstRefresh = await refreshCookie(page);

  // A second wallet joins the same user by signing a challenge of its own.
  await sessionPanel(page).getByRole('button', { name: 'Link Second Test Wallet' }).click();
  const second = page.getByRole('dialog', { name: 'Second Test Wallet' });
  await expect(second).toBeVisible();
  await second.getByRole('button', { name: 'Approve' }).click();
  const secondAddress = await testWalletAddress(page, 'secondTestWallet');
  await expect(backendSession(page).getByRole('listitem')).toHaveText([
    `solana-wallet: ${address}`,
    `solana-wallet: ${secondAddress}`,
  ]);
  await expect(backendSession(page)).toHaveAttribute('data-user', userId as string);
  expect(await page.getByTestId('wallet-address').textContent()).toBe(address);

  // Sign out: the session is revoked in the database both instances share.
  const lastRefresh = await refreshCookie(page);
  await sessionPanel(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('session-status')).toHaveText('Signed out');
  expect((await page.context().cookies()).map(({ name }) => name)).not.toContain(
    'latchkey_refresh',
  );
  for (const refreshToken of [firstRefresh, lastRefresh]) {
    const refused = await otherInstance?.fetch(
      new Request(`${appUrl()}/api/v0/auth/refresh`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${environment.token}`,
        },
        body: JSON.stringify({ environmentId: environment.id, refreshToken }),
      }),
      { clientIp: '127.0.0.1' },
    );
    expect(refused?.status).toBe(401);
    expect(await refused?.json()).toMatchObject({
      error: { code: expect.stringMatching(/^REFRESH_TOKEN_(INVALID|REUSED)$/) },
    });
  }
  expect((await fetch(appUrl('/api/me'))).status).toBe(401);
  expect(problems).toEqual([]);
});

test("an email-code login ends signed in: the app's backend sees the email and the embedded wallet", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto(appUrl('/'));
  await expectHydrated(page);
  const email = `next-code+${Date.now()}@example.com`;
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
  const embedded = dialog.getByRole('region', { name: 'Embedded wallet' });
  await embedded.getByLabel('Email').fill(email);
  await embedded.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(embedded).toContainText(`We sent a code to ${email}.`);
  await embedded.getByLabel('Code').fill(await lastCodeFor(email));
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  const address = (await page.getByTestId('wallet-address').textContent()) as string;
  await expect(backendSession(page)).toContainText(`embedded-wallet: ${address}`);
  await expect(backendSession(page)).toContainText(`email: ${email}`);
});
