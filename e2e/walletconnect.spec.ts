import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { disconnectFromAccountMenu } from './account-menu.js';
import { demoUrl, requiredEnv as env, sendToBurner } from './demo-env.js';
import { readQrCode } from './read-qr-code.js';
import { screenshotPath } from './screenshot-path.js';

// WalletConnect against the sandbox: the demo's `walletConnect` connector dials the sandbox's
// relay, and the sandbox's wallet (Reown's wallet kit on a local key) pairs from the link a phone
// would get — read from the QR code on a desktop, from "Open in …" on a phone.

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface WalletSession {
  topic: string;
  ended: boolean;
  requests: string[];
  dapp: { name: string; url: string };
}

/**
 * WalletConnect's Verify page, which the client frames with each proposal and request: the
 * sandbox's stand-in answers at once (unreachable, each would wait 5 s for it).
 */
async function pointVerifyAtSandbox(context: BrowserContext) {
  await context.route('https://verify.walletconnect.org/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await fetch(
      `${env('LATCHKEY_WALLETCONNECT_URL')}/verify${url.pathname}${url.search}`,
    );
    await route.fulfill({
      status: response.status,
      headers: { 'content-type': response.headers.get('content-type') ?? 'text/html' },
      body: await response.text(),
    });
  });
}

/** Hands the pairing link to the sandbox's wallet, as a phone's camera or a link would. */
async function pairWallet(uri: string) {
  const response = await fetch(`${env('LATCHKEY_WALLETCONNECT_URL')}/wc/pair`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ uri }),
  });
  expect(response.status).toBe(202);
}

async function walletSessions(): Promise<WalletSession[]> {
  return (await fetch(`${env('LATCHKEY_WALLETCONNECT_URL')}/wc/sessions`)).json();
}

test.describe('WalletConnect from a desktop', () => {
  let page: Page;
  test.describe.configure({ mode: 'serial' });
  // Every request the page makes to WalletConnect's (or Reown's) hosted services.
  const hosted: string[] = [];
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    await pointVerifyAtSandbox(context);
    context.on('request', (request) => {
      const { hostname } = new URL(request.url());
      if (/(^|\.)(walletconnect\.(org|com)|reown\.com|web3modal\.(org|com))$/.test(hostname))
        hosted.push(hostname);
    });
    page = await context.newPage();
  });
  test.afterAll(() => page.context().close());

  test('the QR code pairs the phone’s wallet; it signs, sends, survives a reload, and disconnect ends it at the wallet', async () => {
    const before = (await walletSessions()).length;
    await page.goto(demoUrl());
    await page.getByRole('button', { name: 'Connect wallet', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
    const row = dialog.getByRole('button', { name: /WalletConnect/ });
    // A way to a phone's wallet, not a wallet found in this browser: no "Detected".
    await expect(row).not.toContainText('Detected');
    await row.click();
    const uri = await readQrCode(page, 'latchkey-walletconnect');
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    expect(new URLSearchParams(uri.split('?')[1]).get('symKey')).toMatch(/^[0-9a-f]{64}$/);
    await page.screenshot({ path: screenshotPath('walletconnect-qr.png') });
    await pairWallet(uri);
    await expect(page.getByTestId('status')).toHaveText('connected', { timeout: 20_000 });
    const address = env('LATCHKEY_WALLETCONNECT_ADDRESS');
    await expect(page.getByTestId('wallet-address')).toHaveText(address);
    const sessions = await walletSessions();
    expect(sessions).toHaveLength(before + 1);
    const session = sessions.at(-1) as WalletSession;
    expect(session.dapp.url).toBe(new URL(demoUrl()).origin);

    await page.getByRole('button', { name: 'Sign message' }).click();
    await expect(page.getByTestId('message-verified')).toHaveText('verified');
    const balance = await page.getByTestId('wallet-balance').textContent();
    await page.getByRole('button', { name: 'Airdrop 1 SOL' }).click();
    await expect(page.getByTestId('wallet-balance')).not.toHaveText(balance ?? '');
    await sendToBurner(page);
    // Sponsored: the product server pays the fee; the wallet signs only (the SDK sends).
    const paid = await page.getByTestId('wallet-send-signature').textContent();
    await page.getByLabel('Let the app pay the network fee').check();
    await page.getByRole('button', { name: 'Send with wallet' }).click();
    await expect(page.getByTestId('wallet-send-signature')).not.toHaveText(paid ?? '');
    await expect(page.getByTestId('wallet-send-stage')).toHaveText('confirmed', {
      timeout: 20_000,
    });
    await expect(page.getByTestId('wallet-send-fee')).toHaveText('Network fee: paid by the app');
    await page.getByLabel('Let the app pay the network fee').uncheck();

    // A reload resumes the session: connected again, no new pairing, the same session signs.
    await page.reload();
    await expect(page.getByTestId('status')).toHaveText('connected', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Sign message' }).click();
    await expect(page.getByTestId('message-verified')).toHaveText('verified');
    expect(await walletSessions()).toHaveLength(before + 1);

    await disconnectFromAccountMenu(page, address);
    await expect(page.getByTestId('status')).toHaveText('disconnected');
    await expect
      .poll(async () => (await walletSessions()).find((s) => s.topic === session.topic)?.ended)
      .toBe(true);
    // Of WalletConnect's hosted services, only Verify was asked (and the sandbox answered it):
    // no telemetry, no explorer, no wallet list.
    expect(hosted.length).toBeGreaterThan(0);
    expect(new Set(hosted)).toEqual(new Set(['verify.walletconnect.org']));
  });
});

test.describe('WalletConnect on an iPhone', () => {
  test.use({
    userAgent: IPHONE,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });

  test('“Open in …” carries the pairing for that wallet; once it approves, the page is connected', async ({
    page,
    context,
  }) => {
    await pointVerifyAtSandbox(context);
    await page.goto(demoUrl());
    await page.getByRole('button', { name: 'Connect wallet', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: /WalletConnect/ })
      .click();
    const trust = page.locator('[data-wallet-id="walletconnect:trust"]');
    await expect(trust).toBeVisible();
    await page.screenshot({ path: screenshotPath('walletconnect-phone.png') });
    const href = (await trust.getAttribute('href')) as string;
    expect(href.startsWith('trust://wc?uri=')).toBe(true);
    const uri = new URL(href).searchParams.get('uri') as string;
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    // Each wallet's link carries the same pairing.
    const backpack = await page
      .locator('[data-wallet-id="walletconnect:backpack"]')
      .getAttribute('href');
    expect(new URL(backpack as string).searchParams.get('uri')).toBe(uri);
    // The wallet app opens with it and approves.
    await pairWallet(uri);
    await expect(page.getByTestId('status')).toHaveText('connected', { timeout: 20_000 });
    await expect(page.getByTestId('wallet-address')).toHaveText(
      env('LATCHKEY_WALLETCONNECT_ADDRESS'),
    );
    await disconnectFromAccountMenu(page, env('LATCHKEY_WALLETCONNECT_ADDRESS'));
  });
});
