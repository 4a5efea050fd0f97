import { expect, type Page, test } from '@playwright/test';
import { disconnectFromAccountMenu } from './account-menu.js';
import { type AndroidPhone, actAsAndroid, openAndroidPhone } from './android-phone.js';
import { demoUrl, requiredEnv as env, sendToBurner } from './demo-env.js';
import { readQrCode } from './read-qr-code.js';

// An Android phone (android-phone.ts plays its part): "Use an installed wallet" connects to the
// sandbox's MWA wallet app, which signs and sends; and a desktop's QR code for a phone's app.

async function authorizations(): Promise<{ authToken: string; revoked: boolean }[]> {
  return (await fetch(`${env('LATCHKEY_MWA_URL')}/mwa/authorizations`)).json();
}

test.describe('Mobile Wallet Adapter on an Android phone', () => {
  let phone: AndroidPhone;
  let page: Page;
  let android: { links: string[] };
  const pageErrors: string[] = [];

  test.beforeAll(async () => {
    phone = await openAndroidPhone();
    page = phone.page;
    page.on('pageerror', (error) => pageErrors.push(error.message));
    android = await actAsAndroid(page);
  });
  test.afterAll(async () => {
    await phone.close();
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
