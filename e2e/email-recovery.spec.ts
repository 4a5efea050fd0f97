import { expect, test } from '@playwright/test';
import { disconnectFromAccountMenu, openAccountMenu } from './account-menu.js';
import { demoUrl } from './demo-env.js';
import {
  addPasskeyAuthenticator,
  approveInLatchkey,
  expectNoKeyMaterial,
  lastCodeFor,
  lastRecoveryCodeFor,
  localhostDemoUrl,
  requestEmailCode,
} from './embedded-helpers.js';

// Email login for an embedded wallet in Chromium: the product API has the custody server
// "email" a one-time code (read here from the sandbox's outbox), the credential it earns is
// sealed to the custody server's auth frame — a cross-origin iframe — and stays there; the page
// only receives stamps.

test.describe('embedded wallet by email code', () => {
  test('logs in by emailed code through the auth frame, refusing a wrong code', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = `grace+${Date.now()}@example.com`;
    await page.goto(demoUrl());
    const { dialog, embedded, code } = await requestEmailCode(page, email);

    // A reload between sending the code and typing it loses nothing: the dialog asks for it again.
    await page.reload();
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(embedded).toContainText(`We sent a code to ${email}.`);

    // Nine characters, as the codes are, but not this one.
    await embedded.getByLabel('Code').fill(code === 'AAAAAAAAA' ? 'BBBBBBBBB' : 'aaa aaa aaa');
    await expect(embedded.getByRole('alert')).toHaveText('The code is invalid or expired.');

    await embedded.getByLabel('Code').fill(code);
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await expect(page.getByTestId('status')).toHaveText('connected');
    // The auth frame is the custody server's page, on its own origin.
    const frame = page.locator('iframe[id^="latchkey-auth-frame-"]');
    await expect(frame).toHaveAttribute('src', /\/frames\/auth$/);

    await page.getByRole('button', { name: 'Sign message' }).click();
    await approveInLatchkey(page);
    await expect(page.getByTestId('message-verified')).toHaveText('verified', { timeout: 20_000 });
    await expectNoKeyMaterial(page);
    expect(errors).toEqual([]);
  });

  test('refuses an expired code, then recovers by email and adds a passkey that signs in', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const authenticator = await addPasskeyAuthenticator(page);
    const email = `linus+${Date.now()}@example.com`;
    await page.goto(localhostDemoUrl());
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
    const embedded = dialog.getByRole('region', { name: 'Embedded wallet' });
    await embedded.getByLabel('Email').fill(email);
    await embedded.getByRole('button', { name: 'Continue', exact: true }).click();
    const stale = await lastCodeFor(email);
    await fetch(process.env.LATCHKEY_MAILBOX_URL as string, { method: 'POST' }); // time passes
    await embedded.getByLabel('Code').fill(stale);
    await expect(embedded.getByRole('alert')).toHaveText('The code is invalid or expired.');

    await embedded.getByRole('button', { name: 'send a new code' }).click();
    await expect.poll(() => lastCodeFor(email)).not.toBe(stale);
    await embedded.getByLabel('Code').fill(await lastCodeFor(email));
    await expect(page.getByTestId('status')).toHaveText('connected', { timeout: 20_000 });
    const address = (await page.getByTestId('wallet-address').textContent()) as string;

    // The code opened a recovery session: add a passkey.
    const account = await openAccountMenu(page, address);
    await account.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(account).toContainText('Passkey added.', { timeout: 20_000 });
    expect(await authenticator.credentials()).toHaveLength(1);

    // Signed out, the new passkey alone signs back in to the same wallet.
    await account.getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByTestId('status')).toHaveText('disconnected');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await embedded.getByRole('button', { name: 'Continue with a passkey' }).click();
    await embedded.getByRole('button', { name: 'Sign in with passkey' }).click();
    await expect(page.getByTestId('wallet-address')).toHaveText(address, { timeout: 20_000 });
    await expectNoKeyMaterial(page);
  });

  test('recovers a wallet on a new device through the recovery frame: a new passkey that signs in', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    // First device: the user signs in by email code (which proves the email), no passkey.
    const email = `margaret+${Date.now()}@example.com`;
    await page.goto(localhostDemoUrl());
    const first = await requestEmailCode(page, email);
    await first.embedded.getByLabel('Code').fill(first.code);
    await expect(page.getByTestId('status')).toHaveText('connected', { timeout: 20_000 });
    const address = (await page.getByTestId('wallet-address').textContent()) as string;

    // A new device: nothing stored, a platform authenticator with no passkey for this site.
    const device = await browser.newContext();
    const phone = await device.newPage();
    const errors: string[] = [];
    phone.on('pageerror', (error) => errors.push(error.message));
    const authenticator = await addPasskeyAuthenticator(phone);
    await phone.goto(localhostDemoUrl());
    await phone.getByRole('button', { name: 'Connect wallet' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Connect a wallet' });
    const embedded = dialog.getByRole('region', { name: 'Embedded wallet' });
    await embedded.getByLabel('Email').fill(email);
    await embedded.getByRole('button', { name: 'Continue with a passkey' }).click();
    await embedded.getByRole('button', { name: 'Lost your passkey?' }).click();
    await expect(dialog.getByRole('heading', { name: 'Recover your wallet' })).toBeVisible();
    await expect(embedded.getByLabel('Email')).toHaveValue(email);
    await embedded.getByRole('button', { name: 'Email me a code' }).click();
    await expect(embedded).toContainText(
      `If ${email} has a wallet, a recovery code is on its way.`,
    );
    // The code is sealed to the recovery frame, the custody server's page on its own origin.
    await expect(phone.locator('iframe[id^="latchkey-auth-frame-"]')).toHaveAttribute(
      'src',
      /\/frames\/auth$/,
    );
    const code = await lastRecoveryCodeFor(email);

    // A mangled code does not open in the frame: refused, and the right one still works.
    await embedded.getByLabel('Recovery code').fill(`${code.slice(0, -4)}1111`);
    await embedded.getByRole('button', { name: 'Recover wallet' }).click();
    await expect(embedded.getByRole('alert')).toHaveText('The code is invalid or expired.');
    await embedded.getByLabel('Recovery code').fill(code);
    await embedded.getByRole('button', { name: 'Recover wallet' }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await expect(phone.getByTestId('wallet-address')).toHaveText(address);
    expect(await authenticator.credentials()).toHaveLength(1);
    await expect(phone.locator('iframe[id^="latchkey-auth-frame-"]')).toHaveCount(0);
    const recovery = await phone.evaluate(() => localStorage.getItem('latchkey:embedded:recovery'));
    expect(JSON.parse(recovery as string)).toMatchObject({ recoveryType: 'email' });

    // The recovered wallet signs.
    await phone.getByRole('button', { name: 'Sign message' }).click();
    await approveInLatchkey(phone);
    await expect(phone.getByTestId('message-verified')).toHaveText('verified', { timeout: 20_000 });

    // Signed out, the new passkey alone signs back in to the same wallet.
    await disconnectFromAccountMenu(phone, address);
    await expect(phone.getByTestId('status')).toHaveText('disconnected');
    await phone.getByRole('button', { name: 'Connect wallet' }).click();
    await embedded.getByRole('button', { name: 'Continue with a passkey' }).click();
    await embedded.getByRole('button', { name: 'Sign in with passkey' }).click();
    await expect(phone.getByTestId('wallet-address')).toHaveText(address, { timeout: 20_000 });
    await expectNoKeyMaterial(phone);
    expect(errors).toEqual([]);
    await device.close();
  });
});
