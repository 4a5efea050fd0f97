import { type Browser, expect, type Page, test } from '@playwright/test';
import { openAccountMenu } from './account-menu.js';
import { demoUrl } from './demo-env.js';
import { screenshotPath } from './screenshot-path.js';

// The account menu's defences against someone holding one of the user's credentials (issue 38):
// removing a credential signs out the device that signed in with it, and "Sign out everywhere"
// ends every session of the user. Each device is a browser context of its own; each test's
// wallets have keys of their own (a user nobody else's test touches).

const sessionStatus = (page: Page) =>
  page.getByRole('region', { name: 'Your session' }).getByTestId('session-status');
const backend = (page: Page) =>
  page.getByRole('region', { name: 'Your session' }).getByTestId('backend-session');

async function device(browser: Browser, query: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(new URL(`?testWallet&${query}`, demoUrl()).toString());
  return { context, page, errors };
}

/** Connects (and so signs in with) one of the page's test wallets; answers its address. */
async function signIn(page: Page, walletName: RegExp, approve: boolean) {
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: walletName })
    .click();
  if (approve) {
    const prompt = page.getByRole('dialog', { name: 'Latchkey Test Wallet' });
    await prompt.getByRole('button', { name: 'Approve' }).click();
  }
  await expect(page.getByTestId('status')).toHaveText('connected');
  await expect(sessionStatus(page)).toHaveText('Signed in');
  return (await page.getByTestId('wallet-address').textContent()) as string;
}

/** Moves the page's clock past an access token's 600 s, so the SDK refreshes it. */
async function passTokenLifetime(page: Page) {
  await page.clock.setSystemTime(new Date(Date.now() + 11 * 60_000));
}

test.describe('account security', () => {
  test('removing a credential in the account menu signs out the device that signed in with it', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const run = crypto.randomUUID();
    const seeds = `testWalletSeed=owner-${run}&testWalletSecond=second-${run}`;
    const owner = await device(browser, seeds);
    const ownerAddress = await signIn(owner.page, /^Latchkey Test Wallet/, true);
    // The owner links a second wallet; later someone else holds its keys.
    await owner.page.getByRole('button', { name: 'Link Second Test Wallet' }).click();
    await expect(backend(owner.page).getByRole('listitem')).toHaveCount(2);
    const userId = await backend(owner.page).getAttribute('data-user');

    const thief = await device(browser, seeds);
    await signIn(thief.page, /^Second Test Wallet/, false);
    await expect(backend(thief.page)).toHaveAttribute('data-user', userId as string);

    const account = await openAccountMenu(owner.page, ownerAddress);
    const session = account.getByTestId('latchkey-session');
    // The credential this session signed in with has no Remove; the linked one does.
    await expect(session.getByRole('button', { name: /^Remove / })).toHaveCount(1);
    await session.getByRole('button', { name: /^Remove Second Test Wallet/ }).click();
    await expect(session.getByText(/^Remove Second Test Wallet · .+\?/)).toContainText(
      'Anyone signed in with it is signed out, on every device',
    );
    await owner.page.screenshot({ path: screenshotPath('account-remove-credential.png') });
    await session.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(
      session.getByRole('list', { name: 'Linked credentials' }).getByRole('listitem'),
    ).toHaveCount(1);
    await expect(sessionStatus(owner.page)).toHaveText('Signed in');

    // The thief's device: its access token verifies at a backend until it expires (at most
    // 10 minutes: the price of verifying without a round trip); its next refresh is refused.
    await passTokenLifetime(thief.page);
    await thief.page.reload();
    await expect(thief.page.getByTestId('status')).toHaveText('connected');
    await expect(sessionStatus(thief.page)).toHaveText('Signed out');
    expect([...owner.errors, ...thief.errors]).toEqual([]);
    await owner.context.close();
    await thief.context.close();
  });

  test('sign out everywhere ends the session on every device', async ({ browser }) => {
    test.setTimeout(90_000);
    const seed = `testWalletSeed=everywhere-${crypto.randomUUID()}`;
    const laptop = await device(browser, seed);
    const address = await signIn(laptop.page, /^Latchkey Test Wallet/, true);
    const phone = await device(browser, seed);
    await signIn(phone.page, /^Latchkey Test Wallet/, true);
    await expect(backend(phone.page)).toHaveAttribute(
      'data-user',
      (await backend(laptop.page).getAttribute('data-user')) as string,
    );

    const account = await openAccountMenu(laptop.page, address);
    const everywhere = account.getByRole('button', { name: 'Sign out everywhere' });
    await everywhere.click();
    await expect(account.getByText(/^Sign out everywhere\?/)).toContainText(
      'every other one of yours, on every device',
    );
    await everywhere.click();
    await expect(sessionStatus(laptop.page)).toHaveText('Signed out');
    // Still connected: signing out is the session's, not the wallet's.
    await expect(laptop.page.getByTestId('status')).toHaveText('connected');

    await passTokenLifetime(phone.page);
    await phone.page.reload();
    await expect(phone.page.getByTestId('status')).toHaveText('connected');
    await expect(sessionStatus(phone.page)).toHaveText('Signed out');
    expect([...laptop.errors, ...phone.errors]).toEqual([]);
    await laptop.context.close();
    await phone.context.close();
  });
});
