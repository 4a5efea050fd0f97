import { expect, type Page, test } from '@playwright/test';
import { disconnectFromAccountMenu } from './account-menu.js';
import { demoUrl } from './demo-env.js';
import {
  addPasskeyAuthenticator,
  localhostDemoUrl,
  signUpWithPasskey,
} from './embedded-helpers.js';

// The demo signs in (issue 27): with `auth` in its config, the test wallet's connect signs the
// sandbox product server's challenge in the same approval, and the demo's own backend (its Vite
// server's /api/me) verifies the bearer access token with the keys the product server publishes.

const walletPrompt = (page: Page) => page.getByRole('dialog', { name: 'Latchkey Test Wallet' });
const sessionPanel = (page: Page) => page.getByRole('region', { name: 'Your session' });

/** What /api/me answers for the page's current access token (`undefined`: none sent). */
async function askBackend(page: Page, token: string | undefined) {
  const response = await page.request.get(new URL('/api/me', demoUrl()).toString(), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status(), body: await response.json() };
}

/** The access token the page last sent to /api/me. */
async function lastToken(page: Page, run: () => Promise<unknown>): Promise<string> {
  const request = page.waitForRequest((sent) => new URL(sent.url()).pathname === '/api/me');
  await run();
  const header = (await request).headers().authorization ?? '';
  expect(header).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
  return header.slice('Bearer '.length);
}

test.describe('demo session', () => {
  const pageErrors: string[] = [];
  test.beforeEach(({ page }) => {
    pageErrors.length = 0;
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  test.afterEach(() => expect(pageErrors).toEqual([]));

  test('a connect signs in with one approval, /api/me verifies it, sign-out ends it, a reload restores it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto(new URL('?testWallet', demoUrl()).toString());
    await expect(sessionPanel(page).getByTestId('session-status')).toHaveText('Signed out');
    expect((await askBackend(page, undefined)).status).toBe(401);

    // One approval in the wallet: the sign-in (solana:signIn connects too).
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: /Latchkey Test Wallet/ })
      .click();
    const token = await lastToken(page, async () => {
      await expect(walletPrompt(page)).toContainText('Sign in');
      await walletPrompt(page).getByRole('button', { name: 'Approve' }).click();
      await expect(page.getByTestId('status')).toHaveText('connected');
    });
    await expect(walletPrompt(page)).toBeHidden();
    const address = (await page.getByTestId('wallet-address').textContent()) as string;
    expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    await expect(sessionPanel(page).getByTestId('session-status')).toHaveText('Signed in');
    const backend = sessionPanel(page).getByTestId('backend-session');
    await expect(backend.getByRole('listitem')).toHaveText([`solana-wallet: ${address}`]);
    const userId = await backend.getAttribute('data-user');
    const verified = await askBackend(page, token);
    expect(verified).toMatchObject({ status: 200, body: { userId } });
    expect(verified.body.credentials).toEqual([{ kind: 'solana-wallet', address }]);

    // A tampered token is refused by the backend, with its reason.
    const tampered = await askBackend(page, `${token.slice(0, -4)}AAAA`);
    expect(tampered).toMatchObject({ status: 401, body: { error: { code: 'SESSION_REQUIRED' } } });

    // A reload while signed in: the refresh token kept in localStorage brings the session back.
    const restored = await lastToken(page, () => page.reload());
    await expect(sessionPanel(page).getByTestId('session-status')).toHaveText('Signed in');
    await expect(backend.getByRole('listitem')).toHaveText([`solana-wallet: ${address}`]);
    await expect(backend).toHaveAttribute('data-user', userId as string);
    expect((await askBackend(page, restored)).status).toBe(200);

    // Sign out: signed out here, the wallet still connected, and the server ended the session.
    const refreshToken = await page.evaluate(
      () => JSON.parse(localStorage.getItem('latchkey:session') ?? '{}').refreshToken,
    );
    expect(refreshToken).toEqual(expect.any(String));
    await sessionPanel(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(sessionPanel(page).getByTestId('session-status')).toHaveText('Signed out');
    await expect(backend).toBeHidden();
    await expect(page.getByTestId('status')).toHaveText('connected');
    expect(await page.evaluate(() => localStorage.getItem('latchkey:session'))).toBeNull();
    expect((await askBackend(page, undefined)).status).toBe(401);
    const refused = await fetch(`${process.env.VITE_LATCHKEY_PRODUCT_API_URL}/auth/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer sandbox-token' },
      body: JSON.stringify({ environmentId: 'sandbox', refreshToken }),
    });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({
      error: { code: expect.stringMatching(/^REFRESH_TOKEN_(INVALID|REUSED)$/) },
    });
    await page.reload();
    await expect(page.getByTestId('status')).toHaveText('connected');
    await expect(sessionPanel(page).getByTestId('session-status')).toHaveText('Signed out');
  });

  test('a passkey sign-up ends signed in, and the passkey signs back in as the same user', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await addPasskeyAuthenticator(page);
    await page.goto(localhostDemoUrl());
    const address = await signUpWithPasskey(page, `demo-session+${Date.now()}@example.com`);
    await expect(sessionPanel(page).getByTestId('session-status')).toHaveText('Signed in');
    const backend = sessionPanel(page).getByTestId('backend-session');
    await expect(backend).toContainText(`embedded-wallet: ${address}`);
    const userId = await backend.getAttribute('data-user');

    // Disconnected (which ends the session), the passkey alone signs back in: the same user.
    await disconnectFromAccountMenu(page, address);
    await expect(sessionPanel(page).getByTestId('session-status')).toHaveText('Signed out');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    const embedded = page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('region', { name: 'Embedded wallet' });
    await embedded.getByRole('button', { name: 'Continue with a passkey' }).click();
    await embedded.getByRole('button', { name: 'Sign in with passkey' }).click();
    await expect(sessionPanel(page).getByTestId('session-status')).toHaveText('Signed in', {
      timeout: 20_000,
    });
    await expect(backend).toHaveAttribute('data-user', userId as string);
    await expect(backend).toContainText(`embedded-wallet: ${address}`);
  });
});
