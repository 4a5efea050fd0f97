import { expect, test } from '@playwright/test';
import { openAccountMenu } from './account-menu.js';
import { addPasskeyAuthenticator, localhostDemoUrl } from './embedded-helpers.js';
import { screenshotPath } from './screenshot-path.js';
import { sessionStatus, signInWithTestWallet } from './session-helpers.js';

// A passkey as the second factor (issue 41): a wallet user adds one from the account menu
// (Chromium's virtual authenticator, a USB security key), gets their recovery codes, and
// removing a linked wallet then asks for it: "Use your security key" answers the server's challenge.
// global-setup makes a factor count for 5 s, so the test sees the ask without waiting 15 minutes.

test('a passkey is added as the second factor, then answers the ask before a credential is removed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const run = crypto.randomUUID();
  const url = new URL(localhostDemoUrl());
  url.search = `?testWallet&testWalletSeed=pk-${run}&testWalletSecond=pk2-${run}`;
  await page.goto(url.toString());
  const key = await addPasskeyAuthenticator(page, { transport: 'usb' });
  const address = await signInWithTestWallet(page);
  await page.getByRole('button', { name: 'Link Second Test Wallet' }).click();
  const account = await openAccountMenu(page, address);
  const factors = account.getByTestId('latchkey-second-factors');
  await factors.getByRole('button', { name: 'Add a security key' }).click();
  // A first factor: the recovery codes, once.
  const codes = factors.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await factors.getByRole('button', { name: 'Done' }).click();
  await expect(factors.getByText('Security key', { exact: true })).toBeVisible();
  await expect(factors.getByText(/^Added \w+ \d+, \d{4}$/)).toBeVisible();
  expect(await key.credentials()).toHaveLength(1);
  // An authenticator app can still be added beside it.
  await expect(factors.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();
  await factors.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('account-passkey-factor.png') });

  // The factor's 5 s pass: removing the linked wallet now asks for the passkey.
  await page.waitForTimeout(5_500);
  const session = account.getByTestId('latchkey-session');
  await session.getByRole('button', { name: /^Remove Second Test Wallet/ }).click();
  await session.getByRole('button', { name: 'Remove', exact: true }).click();
  const prompt = account.getByTestId('latchkey-mfa-prompt');
  await expect(prompt.getByRole('heading', { name: 'Verify it’s you' })).toBeVisible();
  // No authenticator app: no code field, the passkey first, a recovery code as the way out.
  await expect(prompt.getByLabel('Enter the 6-digit code from your authenticator app')).toHaveCount(
    0,
  );
  await expect(prompt.getByRole('button', { name: 'Use a recovery code instead' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('account-mfa-prompt-passkey.png') });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: screenshotPath('account-mfa-prompt-passkey-dark.png') });
  await page.emulateMedia({ colorScheme: 'light' });
  await prompt.getByRole('button', { name: 'Use your security key' }).click();
  await expect(prompt).toBeHidden();
  await expect(
    session.getByRole('list', { name: 'Linked credentials' }).getByRole('listitem'),
  ).toHaveCount(1);
  await expect(sessionStatus(page)).toHaveText('Signed in');
  // The server counted the passkey: the session says how its factor was proven.
  const mfa = await page.evaluate(
    () => JSON.parse(localStorage.getItem('latchkey:session') ?? '{}').mfa,
  );
  expect(mfa?.method).toBe('passkey');
  await expect(factors.getByText(/^Added .* · last used /)).toBeVisible();
  expect(errors).toEqual([]);
});
