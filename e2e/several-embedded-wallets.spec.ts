import { expect, test } from '@playwright/test';
import { openAccountMenu } from './account-menu.js';
import {
  addPasskeyAuthenticator,
  approveInLatchkey,
  localhostDemoUrl,
  signUpWithPasskey,
} from './embedded-helpers.js';
import { screenshotPath } from './screenshot-path.js';

// Several embedded wallets for one user (issue 41): a second is added from the account menu and
// named, chosen, and signs a message that verifies against its own address; switching back, the
// first signs again. The user stays signed in throughout.

test('a second embedded wallet is added, chosen, signs as itself, and the first signs again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await addPasskeyAuthenticator(page);
  await page.goto(localhostDemoUrl());
  const first = await signUpWithPasskey(page, `wallets+${Date.now()}@example.com`);

  let account = await openAccountMenu(page, first);
  const wallets = account.getByTestId('latchkey-embedded-wallets');
  await wallets.getByLabel("New wallet's name").fill('Savings');
  await wallets.getByRole('button', { name: 'Add a wallet' }).click();
  const rows = wallets.getByRole('list', { name: 'Your wallets' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('In use');
  await expect(rows.nth(1)).toContainText('Savings ·');
  await wallets.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('account-embedded-wallets.png') });
  await wallets.getByRole('button', { name: 'Use Savings' }).click();
  await expect(page.getByTestId('wallet-address')).not.toHaveText(first);
  const second = (await page.getByTestId('wallet-address').textContent()) as string;
  expect(second).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  await expect(page.getByTestId('status')).toHaveText('connected');
  await expect(rows.nth(1)).toContainText('In use');
  await page.keyboard.press('Escape');

  // The demo signs with the connected wallet and verifies against its address.
  await page.getByRole('button', { name: 'Sign message' }).click();
  await approveInLatchkey(page);
  await expect(page.getByTestId('message-verified')).toHaveText('verified', { timeout: 20_000 });

  account = await openAccountMenu(page, second);
  await account
    .getByTestId('latchkey-embedded-wallets')
    .getByRole('button', { name: /^Use / })
    .click();
  await expect(page.getByTestId('wallet-address')).toHaveText(first);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Sign message' }).click();
  await approveInLatchkey(page);
  await expect(page.getByTestId('message-verified')).toHaveText('verified', { timeout: 20_000 });
  await expect(page.getByTestId('status')).toHaveText('connected');
  expect(errors).toEqual([]);
});
