import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type BrowserContext,
  type CDPSession,
  chromium,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.js';
import { disconnectFromAccountMenu } from './account-menu.js';
import { demoUrl, requiredEnv as env, sendToBurner } from './demo-env.js';
import { readQrCode } from './read-qr-code.js';

// An Android phone: Latchkey offers the wallet apps on the device through Solana Mobile's Mobile
// Wallet Adapter. Each request opens a `solana-wallet:` link, which Android hands to a wallet
// app; headless Chromium has no apps and drops it, so this spec plays Android: it reads the link
// from the DevTools protocol, hands it to the sandbox's MWA wallet app (which then serves the
// link's local socket and answers over the real, encrypted protocol), and blurs the page as an
// app coming to the front would.

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** Plays Android's part: every association link the page opens goes to the sandbox wallet app. */
async function actAsAndroid(page: Page): Promise<{ links: string[] }> {
  const links: string[] = [];
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  cdp.on('Page.frameRequestedNavigation', ({ url }: { url: string }) => {
    if (!url.startsWith('solana-wallet:')) return;
    links.push(url);
    void (async () => {
      const response = await fetch(`${env('LATCHKEY_MWA_URL')}/mwa/associate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ uri: url }),
      });
      expect(response.status).toBe(202);
      await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    })();
  });
  return { links };
}

async function authorizations(): Promise<{ authToken: string; revoked: boolean }[]> {
  return (await fetch(`${env('LATCHKEY_MWA_URL')}/mwa/authorizations`)).json();
}

test.describe('Mobile Wallet Adapter on an Android phone', () => {
  let context: BrowserContext;
  let page: Page;
  let android: { links: string[] };
  const pageErrors: string[] = [];

  let profile: string;

  test.beforeAll(async () => {
    // A profile of its own: Chromium asks before handing a link of an unknown scheme to the
    // system, in a dialog headless Chromium never shows and which then holds the page's input.
    // This profile lets the demo's origin hand `solana-wallet:` over without asking (nothing
    // here handles it, so nothing opens; the spec reads the link instead).
    profile = mkdtempSync(join(tmpdir(), 'latchkey-mwa-'));
    mkdirSync(join(profile, 'Default'));
    writeFileSync(
      join(profile, 'Default', 'Preferences'),
      JSON.stringify({
        protocol_handler: {
          excluded_schemes: { 'solana-wallet': true },
          allowed_origin_protocol_pairs: { [new URL(demoUrl()).origin]: { 'solana-wallet': true } },
        },
      }),
    );
    context = await chromium.launchPersistentContext(profile, {
      ...chromiumLaunchOptions(),
      userAgent: ANDROID_CHROME,
      viewport: { width: 412, height: 915 },
      isMobile: true,
      hasTouch: true,
    });
    page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (error) => pageErrors.push(error.message));
    android = await actAsAndroid(page);
  });
  test.afterAll(async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    expect(pageErrors).toEqual([]);
  });
  test.describe.configure({ mode: 'serial' });

  test('"Use an installed wallet" leads the list and connects to the wallet app', async () => {
    await page.goto(demoUrl());
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
    const installed = dialog.getByRole('region', { name: 'Installed' });
    const first = installed.getByRole('button').first();
    await expect(first).toContainText('Use an installed wallet');
    await first.click();
    await expect(page.getByTestId('status')).toHaveText('connected', { timeout: 15_000 });
    await expect(page.getByTestId('wallet-address')).toHaveText(env('LATCHKEY_MWA_ADDRESS'));
    expect(android.links).toHaveLength(1);
    expect(android.links[0]).toMatch(
      /^solana-wallet:\/v1\/associate\/local\?association=[\w.-]{88}&port=\d{5}&v=v1$/,
    );
  });

  test('signs a message; the signature verifies against the address', async () => {
    await page.getByRole('button', { name: 'Sign message' }).click();
    await expect(page.getByTestId('message-verified')).toHaveText('verified', { timeout: 15_000 });
    expect(android.links).toHaveLength(2);
  });

  test('signs and sends a transfer the local RPC confirms', async () => {
    await page.getByRole('button', { name: 'Airdrop 1 SOL' }).click();
    await expect(page.getByTestId('wallet-balance')).toHaveText('1 SOL');
    await sendToBurner(page);
    await expect(page.getByTestId('wallet-balance')).toHaveText('0.989995 SOL');
  });

  test('reloads and reconnects silently, without opening the wallet app', async () => {
    const opened = android.links.length;
    await page.reload();
    await expect(page.getByTestId('status')).toHaveText('connected');
    await expect(page.getByTestId('wallet-address')).toHaveText(env('LATCHKEY_MWA_ADDRESS'));
    expect(android.links).toHaveLength(opened);
  });

  test('disconnects, and the wallet app has revoked the authorization', async () => {
    const before = (await authorizations()).filter((entry) => !entry.revoked).length;
    expect(before).toBeGreaterThan(0);
    await disconnectFromAccountMenu(page, env('LATCHKEY_MWA_ADDRESS'));
    await expect(page.getByTestId('status')).toHaveText('disconnected');
    await expect
      .poll(async () => (await authorizations()).filter((entry) => !entry.revoked).length)
      .toBe(before - 1);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('mwa'))),
    ).toEqual([]);
  });
});

test.describe('Mobile Wallet Adapter from a desktop, through the reflector', () => {
  let page: Page;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
  });
  test.afterAll(() => page.close());

  test('the QR code is the association link; the phone joins; a transfer is confirmed', async () => {
    await page.goto(demoUrl());
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
    await dialog.getByRole('button', { name: /Use a wallet on your phone/ }).click();
    const link = await readQrCode(page, 'latchkey-phone-code');
    const url = new URL(link);
    expect(`${url.protocol}${url.pathname}`).toBe('solana-wallet:/v1/associate/remote');
    expect(url.searchParams.get('association')).toMatch(/^[\w.-]{88}$/);
    expect(url.searchParams.get('reflector')).toBe(env('VITE_LATCHKEY_MWA_REFLECTOR'));
    expect(url.searchParams.get('id')).toMatch(/^[\w-]{22}$/);
    expect(url.searchParams.get('v')).toBe('v1');
    // The phone scans it: the sandbox wallet app joins through the reflector.
    const response = await fetch(`${env('LATCHKEY_MWA_URL')}/mwa/associate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uri: link }),
    });
    expect(response.status).toBe(202);
    await expect(page.getByTestId('status')).toHaveText('connected', { timeout: 15_000 });
    await expect(page.getByTestId('wallet-address')).toHaveText(env('LATCHKEY_MWA_ADDRESS'));

    const before = await page.getByTestId('wallet-balance').textContent();
    await page.getByRole('button', { name: 'Airdrop 1 SOL' }).click();
    await expect(page.getByTestId('wallet-balance')).not.toHaveText(before ?? '');
    await sendToBurner(page);
    await disconnectFromAccountMenu(page, env('LATCHKEY_MWA_ADDRESS'));
    await expect(page.getByTestId('status')).toHaveText('disconnected');
  });
});
