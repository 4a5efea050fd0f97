import { expect, type Page, test } from '@playwright/test';
import { disconnectFromAccountMenu, openAccountMenu } from './account-menu.js';
import { demoUrl } from './demo-env.js';
import {
  addPasskeyAuthenticator,
  lastCodeFor,
  localhostDemoUrl,
  requestEmailCode,
} from './embedded-helpers.js';
import { screenshotPath } from './screenshot-path.js';
import { answerOpenIdProvider, sessionStatus, signInWithTestWallet } from './session-helpers.js';

// One person, one account (issue 41): a user who signed in with a wallet adds an email and a
// Google account from the account menu's "Sign-in methods"; signing in later with either lands
// on the same user (the demo's backend, /api/me, names them) and the same embedded wallet.
// Google is the sandbox's OpenID provider; the email's code comes from the custody emulator's
// outbox.

const backendUser = async (page: Page) => {
  const backend = page.getByTestId('backend-session');
  await expect(backend).toHaveAttribute('data-user', /.+/);
  return (await backend.getAttribute('data-user')) as string;
};

test('a wallet-first user links an email and Google; each signs in to the same user and wallet', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const run = crypto.randomUUID().slice(0, 8);
  const email = `l-${run}@example.com`;
  const googleEmail = `g-${run}@example.com`;
  await page.goto(new URL(`?testWallet&testWalletSeed=link-${run}`, demoUrl()).toString());
  const walletAddress = await signInWithTestWallet(page);
  const userId = await backendUser(page);

  let account = await openAccountMenu(page, walletAddress);
  const methods = account.getByTestId('latchkey-session');
  await expect(methods.getByRole('heading', { name: 'Sign-in methods' })).toBeVisible();
  await methods.getByRole('button', { name: 'Add email' }).click();
  await methods.getByRole('textbox', { name: 'Email' }).fill(email);
  await methods.getByRole('button', { name: 'Send code' }).click();
  const codeField = methods.getByLabel(`The code sent to ${email}`);
  // A wrong code is refused, and the email is not linked.
  const code = await lastCodeFor(email);
  await codeField.fill(code === 'AAAAAAAAA' ? 'BBBBBBBBB' : 'AAAAAAAAA');
  await methods.getByRole('button', { name: 'Add email' }).click();
  await expect(methods.getByRole('alert')).toBeVisible();
  await codeField.fill(code);
  await methods.getByRole('button', { name: 'Add email' }).click();
  const list = methods.getByRole('list', { name: 'Linked credentials' });
  await expect(list.getByText(email)).toBeVisible({ timeout: 20_000 });
  // The email needs a wallet to sign in to: the account has its embedded wallet now.
  await expect(list.getByText(/^Embedded wallet/)).toBeVisible();

  const popupOpened = page.waitForEvent('popup');
  await methods.getByRole('button', { name: 'Add Google' }).click();
  await answerOpenIdProvider(await popupOpened, googleEmail);
  await expect(list.getByText(`Google · ${googleEmail}`)).toBeVisible({ timeout: 20_000 });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(list.getByText(/^Last used /).first()).toBeVisible();
  await page.screenshot({ path: screenshotPath('linked-accounts-sign-in-methods.png') });
  // The demo's theme follows the system: the same view in dark.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: screenshotPath('linked-accounts-sign-in-methods-dark.png') });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.keyboard.press('Escape');

  // The backend sees all of them on the one user.
  const backend = page.getByTestId('backend-session');
  await expect(backend).toContainText(`solana-wallet: ${walletAddress}`);
  await expect(backend).toContainText(`email: ${email}`);
  await expect(backend).toContainText(`oauth: ${googleEmail}`);
  await expect(backend).toContainText('embedded-wallet: ');
  expect(await backendUser(page)).toBe(userId);

  // Signed out, then in with the email: the same user, on the embedded wallet.
  await disconnectFromAccountMenu(page, walletAddress);
  await expect(sessionStatus(page)).not.toHaveText('Signed in');
  const byEmail = await requestEmailCode(page, email);
  await byEmail.embedded.getByLabel('Code').fill(byEmail.code);
  await expect(byEmail.dialog).toBeHidden({ timeout: 20_000 });
  await expect(sessionStatus(page)).toHaveText('Signed in');
  const embeddedAddress = (await page.getByTestId('wallet-address').textContent()) as string;
  expect(embeddedAddress).not.toBe(walletAddress);
  expect(await backendUser(page)).toBe(userId);

  // Then with Google: the same user and the same embedded wallet.
  await disconnectFromAccountMenu(page, embeddedAddress);
  await expect(sessionStatus(page)).not.toHaveText('Signed in');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  const googlePopup = page.waitForEvent('popup');
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: 'Continue with Google' })
    .click();
  await answerOpenIdProvider(await googlePopup, googleEmail);
  await expect(sessionStatus(page)).toHaveText('Signed in', { timeout: 20_000 });
  await expect(page.getByTestId('wallet-address')).toHaveText(embeddedAddress);
  expect(await backendUser(page)).toBe(userId);

  // Removing the email leaves the others.
  account = await openAccountMenu(page, embeddedAddress);
  const signInMethods = account.getByTestId('latchkey-session');
  await signInMethods.getByRole('button', { name: `Remove ${email}` }).click();
  await signInMethods.getByRole('button', { name: 'Remove', exact: true }).click();
  const remaining = signInMethods.getByRole('list', { name: 'Linked credentials' });
  await expect(remaining.getByText(email)).toBeHidden({ timeout: 20_000 });
  // The wallet, the embedded wallet and Google stay (Google's sign-in added its verified email).
  await expect(remaining.getByText(/^Latchkey Test Wallet/)).toBeVisible();
  await expect(remaining.getByText(/^Embedded wallet/)).toBeVisible();
  await expect(remaining.getByText(`Google · ${googleEmail}`)).toBeVisible();
  expect(errors).toEqual([]);
});

test('an email user adds a passkey; it signs in to the same user on a fresh browser context', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const laptop = await addPasskeyAuthenticator(page);
  await page.goto(localhostDemoUrl());
  const email = `p-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const { dialog, embedded, code } = await requestEmailCode(page, email);
  await embedded.getByLabel('Code').fill(code);
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(sessionStatus(page)).toHaveText('Signed in');
  const address = (await page.getByTestId('wallet-address').textContent()) as string;
  const userId = await backendUser(page);
  const account = await openAccountMenu(page, address);
  await account.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(account.getByText('Passkey added.')).toBeVisible({ timeout: 20_000 });
  const [passkey] = await laptop.credentials();
  expect(passkey).toBeDefined();

  // Another device where the passkey is synced: nothing of the user stored.
  const device = await browser.newContext();
  const phone = await device.newPage();
  const errors: string[] = [];
  phone.on('pageerror', (error) => errors.push(error.message));
  await addPasskeyAuthenticator(phone, { holding: passkey });
  await phone.goto(localhostDemoUrl());
  await phone.getByRole('button', { name: 'Connect wallet' }).click();
  const phoneDialog = phone.getByRole('dialog', { name: 'Connect a wallet' });
  const phoneEmbedded = phoneDialog.getByRole('region', { name: 'Embedded wallet' });
  await phoneEmbedded.getByRole('button', { name: 'Continue with a passkey' }).click();
  await phoneEmbedded.getByRole('button', { name: 'Sign in with passkey' }).click();
  await expect(phoneDialog).toBeHidden({ timeout: 20_000 });
  await expect(phone.getByTestId('wallet-address')).toHaveText(address);
  await expect(sessionStatus(phone)).toHaveText('Signed in');
  expect(await backendUser(phone)).toBe(userId);
  // The passkey is one of the account's sign-in methods now, and this session's.
  const phoneAccount = await openAccountMenu(phone, address);
  const methods = phoneAccount.getByTestId('latchkey-session');
  await expect(methods).toContainText('Signed in as Passkey');
  await expect(
    methods.getByRole('list', { name: 'Linked credentials' }).getByText('Passkey', { exact: true }),
  ).toBeVisible();
  expect(errors).toEqual([]);
  await device.close();
});
