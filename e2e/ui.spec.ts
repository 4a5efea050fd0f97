import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { addPasskeyAuthenticator, localhostDemoUrl } from './embedded-helpers.js';
import { screenshotPath } from './screenshot-path.js';

// Every state of Latchkey's UI in the demo, in light and in dark: each one is checked by axe
// (WCAG 2.1 A and AA) and photographed under e2e/screenshots/ for a reviewer to look at.

const THEMES = ['light', 'dark'] as const;

/** Runs axe on the whole page; any violation fails with its rule, impact and elements. */
async function expectAccessible(page: Page, state: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found = violations.map(
    (violation) =>
      `${state}: ${violation.id} (${violation.impact}) ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(found).toEqual([]);
}

async function capture(page: Page, state: string, theme: string) {
  await expectAccessible(page, `${state} (${theme})`);
  await page.screenshot({ path: screenshotPath(`ui-${state}-${theme}.png`) });
}

for (const theme of THEMES) {
  test(`every UI state in ${theme}, accessible and photographed`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.emulateMedia({ colorScheme: theme });
    const authenticator = await addPasskeyAuthenticator(page, { touched: false });
    // Declined in the wallet (one installed whose user says no): said so, with both ways on.
    await page.goto(
      `${localhostDemoUrl()}?testWallet&testWalletApproval=auto&testWalletReject=connect`,
    );
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    const declining = page.getByRole('dialog', { name: 'Connect a wallet' });
    await declining.getByRole('button', { name: /Latchkey Test Wallet/ }).click();
    await expect(declining.getByTestId('latchkey-connect-declined')).toHaveText('Request declined');
    await capture(page, 'declined', theme);
    await declining.getByRole('button', { name: 'Choose another wallet' }).click();
    await expect(declining.getByRole('button', { name: /Latchkey Test Wallet/ })).toBeVisible();

    await page.goto(localhostDemoUrl());
    await expect(page.getByTestId('status')).toHaveText('disconnected');
    await capture(page, 'page', theme);

    // Connect dialog.
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
    await expect(dialog.getByRole('region', { name: 'Popular wallets' })).toBeVisible();
    await capture(page, 'connect-dialog', theme);

    // Email code.
    const embedded = dialog.getByRole('region', { name: 'Embedded wallet' });
    const email = `ui-${theme}@example.com`;
    await embedded.getByLabel('Email').fill(email);
    await embedded.getByRole('button', { name: 'Email me a code' }).click();
    await expect(embedded).toContainText(`We sent a code to ${email}.`, { timeout: 20_000 });
    await capture(page, 'email-code', theme);

    // Error: a wrong code gets the catalogue's message.
    await embedded.getByLabel('Code').fill('000000');
    await embedded.getByRole('button', { name: 'Sign in with code' }).click();
    await expect(embedded.getByRole('alert')).toHaveText('The code is invalid or expired.', {
      timeout: 20_000,
    });
    await capture(page, 'error', theme);

    // Passkey prompt: the authenticator waits for a touch that never comes. A user who gives up
    // reloads; from then on the authenticator answers at once.
    await embedded.getByRole('button', { name: 'Create a passkey wallet' }).click();
    await expect(embedded.getByText('Waiting for your passkey…')).toBeVisible();
    await capture(page, 'passkey-prompt', theme);
    await authenticator.answerAtOnce();
    await page.reload();
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await embedded.getByLabel('Email').fill(email);
    await embedded.getByRole('button', { name: 'Create a passkey wallet' }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await expect(page.getByTestId('status')).toHaveText('connected');
    const address = (await page.getByTestId('wallet-address').textContent()) as string;

    // Account menu.
    await page.getByRole('button', { name: `${address.slice(0, 4)}…${address.slice(-4)}` }).click();
    const account = page.getByRole('dialog', { name: 'Connected' });
    await expect(account.getByTestId('latchkey-address')).toHaveText(
      `${address.slice(0, 4)}…${address.slice(-4)}`,
    );
    await expect(account.getByRole('button', { name: 'Export private key' })).toBeVisible();
    await capture(page, 'account-menu', theme);
    await account.getByRole('button', { name: 'Close' }).click();

    // Transaction progress, to confirmed.
    await page.getByRole('button', { name: 'Airdrop 1 SOL' }).click();
    await expect(page.getByTestId('wallet-balance')).toHaveText('1 SOL', { timeout: 20_000 });
    const recipient = (await page.getByTestId('burner-address').textContent()) as string;
    await page.getByLabel('To', { exact: true }).fill(recipient);
    await page.getByLabel('Amount (SOL)').first().fill('0.01');
    await page.getByRole('button', { name: 'Send with wallet' }).click();
    const progress = page.getByRole('region', { name: 'Transaction progress' });
    await expect(progress.getByRole('status')).toHaveText('Transaction confirmed', {
      timeout: 20_000,
    });
    await expect(progress.getByRole('link', { name: 'View transaction' })).toHaveAttribute(
      'href',
      /\/tx\/[1-9A-HJ-NP-Za-km-z]{64,88}/,
    );
    await capture(page, 'progress', theme);
    await progress.getByRole('button', { name: 'Dismiss' }).click();
    await expect(progress).toHaveCount(0);

    // A failed transaction: more than the balance.
    await page.getByLabel('Amount (SOL)').first().fill('5');
    await page.getByRole('button', { name: 'Send with wallet' }).click();
    await expect(progress.getByRole('status')).toHaveText('Transaction failed', {
      timeout: 20_000,
    });
    // Why, in the user's words, not the headline again.
    await expect(progress.getByRole('alert')).toHaveText(/^Not enough SOL: /);
    await capture(page, 'progress-failed', theme);

    expect(errors).toEqual([]);
  });
}

test('the connect dialog and account menu work from the keyboard alone', async ({ page }) => {
  await page.goto(`${localhostDemoUrl()}?testWallet&testWalletApproval=auto`);
  await expect(page.locator('[aria-label="Test wallet controls"]')).toBeVisible({
    timeout: 15_000,
  });
  const connectButton = page.getByRole('button', { name: 'Connect wallet' });
  await connectButton.focus();
  await expect(connectButton).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });

  // Focus is inside the dialog and stays there, with a visible outline on every stop.
  const outlines = new Set<string>();
  for (let stop = 0; stop < 25; stop += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      return {
        inDialog: Boolean(element.closest('dialog')),
        outline: `${style.outlineStyle} ${style.outlineWidth}`,
        tag: element.tagName,
      };
    });
    expect(focused.inDialog || focused.tag === 'BODY').toBe(true);
    if (focused.tag !== 'BODY') outlines.add(focused.outline);
  }
  expect([...outlines].filter((outline) => outline.startsWith('none'))).toEqual([]);

  // Escape closes it and gives focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(connectButton).toBeFocused();

  // Connect with the keyboard: focus the test wallet's entry and press Enter.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const wallet = dialog.getByRole('button', { name: /Latchkey Test Wallet/ });
  while (!(await wallet.evaluate((element) => element === document.activeElement))) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('status')).toHaveText('connected');

  // The account menu opens from the keyboard too, and Disconnect is reachable.
  const address = (await page.getByTestId('wallet-address').textContent()) as string;
  const accountButton = page.getByRole('button', {
    name: `${address.slice(0, 4)}…${address.slice(-4)}`,
  });
  await accountButton.focus();
  await page.keyboard.press('Enter');
  const account = page.getByRole('dialog', { name: 'Connected' });
  await expect(account).toBeVisible();
  const disconnect = account.getByRole('button', { name: 'Disconnect' });
  while (!(await disconnect.evaluate((element) => element === document.activeElement))) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('status')).toHaveText('disconnected');
});

test('a host can draw its own UI from the hooks alone (the demo’s headless panel)', async ({
  page,
}) => {
  await page.goto(`${localhostDemoUrl()}?testWallet&testWalletApproval=auto`);
  const headless = page.getByTestId('headless');
  await headless.getByRole('button', { name: 'Connect Latchkey Test Wallet' }).click();
  await expect(page.getByTestId('status')).toHaveText('connected');
  const address = (await page.getByTestId('wallet-address').textContent()) as string;
  await expect(headless).toContainText(`Latchkey Test Wallet on Solana Localnet: ${address}`);
  await expect(headless.locator('[class^="latchkey-"]')).toHaveCount(0);
  await headless.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByTestId('status')).toHaveText('disconnected');
});
