import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import {
  addPasskeyAuthenticator,
  airdropAndSendToBurner,
  approveInLatchkey,
  localhostDemoUrl,
} from './embedded-helpers.js';
import { screenshotPath } from './screenshot-path.js';

// Every state of Latchkey's UI in the demo, in light and dark, on a desktop and on a phone: each
// one is checked by axe (WCAG 2.1 A and AA) and photographed under e2e/screenshots/ for a
// reviewer to look at (and for the README's gallery).

const THEMES = ['light', 'dark'] as const;
const DEVICES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: {
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  },
} as const;

// The sandbox test wallet's own prompt stands in for a wallet extension's window: not ours to check.
const WALLET_PROMPT = '[data-latchkey-test-wallet-prompt]';

/** Runs axe on the whole page; any violation fails with its rule, impact and elements. */
async function expectAccessible(page: Page, state: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude(WALLET_PROMPT)
    .analyze();
  const found = violations.map(
    (violation) =>
      `${state}: ${violation.id} (${violation.impact}) ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(found).toEqual([]);
}

async function capture(page: Page, state: string, look: string) {
  // Motion ends first: an entrance caught half-way (faded) is not the state.
  await page.waitForTimeout(250);
  await expectAccessible(page, `${state} (${look})`);
  await page.screenshot({ path: screenshotPath(`ui-${state}-${look}.png`) });
}

for (const [device, options] of Object.entries(DEVICES)) {
  for (const theme of THEMES) {
    const look = `${device}-${theme}`;
    test(`every UI state on a ${device} in ${theme}, accessible and photographed`, async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({ ...options, colorScheme: theme });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const authenticator = await addPasskeyAuthenticator(page, { touched: false });
      const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
      const openDialog = async (query = '') => {
        await page.goto(`${localhostDemoUrl()}${query}`);
        await page.getByRole('button', { name: 'Connect wallet' }).click();
        await expect(dialog).toBeVisible();
      };

      // The list: installed (Detected), the email entry, more wallets folded, the guide link.
      await openDialog('?testWallet');
      const testWallet = dialog.getByRole('button', { name: /Latchkey Test Wallet/ });
      await expect(testWallet).toContainText('Detected');
      await expect(dialog.getByRole('button', { name: 'More wallets' })).toBeVisible();
      await expect(dialog.getByRole('contentinfo')).toHaveText('New to Solana? Get a wallet');
      await capture(page, 'list', look);

      // Asking the wallet: its logo with a spinner while its own prompt is up (hidden for the
      // photo), then the user says no there.
      await testWallet.click();
      await expect(dialog).toContainText('Opening Latchkey Test Wallet…');
      await expect(dialog).toContainText('Confirm in Latchkey Test Wallet');
      const hidePrompt = await page.addStyleTag({ content: `${WALLET_PROMPT}{display:none}` });
      await capture(page, 'pending', look);
      await hidePrompt.evaluate((element) => (element as HTMLElement).remove());
      await page
        .getByRole('dialog', { name: 'Latchkey Test Wallet' })
        .getByRole('button', { name: 'Reject' })
        .click();
      await expect(dialog.getByTestId('latchkey-connect-declined')).toHaveText('Request declined');
      await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
      await capture(page, 'declined', look);
      await dialog.getByRole('button', { name: 'Choose another wallet' }).click();
      await expect(testWallet).toBeVisible();

      // A wallet that fails: plain words, the catalogue's text under Details.
      await openDialog('?testWallet&testWalletMisbehave=locked');
      await testWallet.click();
      await expect(dialog.getByTestId('latchkey-connect-error')).toHaveText(
        "Latchkey Test Wallet couldn't connect. Try again, or choose another wallet.",
      );
      await dialog.getByText('Details').click();
      await expect(dialog.getByTestId('latchkey-connect-error-details')).toContainText(
        'The wallet is locked',
      );
      await capture(page, 'error', look);

      // Email: typed, then the six boxes (a wrong code says so, and can be typed again).
      await openDialog();
      const embedded = dialog.getByRole('region', { name: 'Embedded wallet' });
      const email = `ui-${look}@example.com`;
      await embedded.getByLabel('Email').fill(email);
      await capture(page, 'email', look);
      await embedded.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(embedded).toContainText(`We sent a code to ${email}.`, { timeout: 20_000 });
      await expect(dialog.getByRole('heading', { name: 'Check your email' })).toBeVisible();
      // Nine characters, as the codes are; wrong (one chance in 32⁹ it is not).
      await embedded.getByLabel('Code').fill('4k2 9m3 x7p');
      await expect(embedded.getByRole('alert')).toHaveText('The code is invalid or expired.', {
        timeout: 20_000,
      });
      await capture(page, 'code', look);

      // Passkey, the second path: the device is asked, and waits for a touch that never comes.
      await dialog.getByRole('button', { name: 'Back' }).click();
      await embedded.getByRole('button', { name: 'Continue with a passkey' }).click();
      await expect(embedded.getByLabel('Email')).toHaveValue(email);
      await embedded.getByRole('button', { name: 'Create a passkey wallet' }).click();
      await expect(embedded.getByText('Waiting for your passkey…')).toBeVisible();
      await capture(page, 'passkey', look);

      // From here the authenticator answers at once: sign up, then the account menu.
      await authenticator.answerAtOnce();
      await page.reload();
      await page.getByRole('button', { name: 'Connect wallet' }).click();
      // The code sent before the reload is offered first; this user goes another way.
      await expect(embedded).toContainText(`We sent a code to ${email}.`);
      await embedded.getByRole('button', { name: 'Use another email' }).click();
      await embedded.getByRole('button', { name: 'Continue with a passkey' }).click();

      // Recovery, for a lost passkey: a code is emailed, pasted, and checked.
      await embedded.getByRole('button', { name: 'Lost your passkey?' }).click();
      await expect(dialog.getByRole('heading', { name: 'Recover your wallet' })).toBeVisible();
      await embedded.getByLabel('Email').fill(email);
      await embedded.getByRole('button', { name: 'Email me a code' }).click();
      await expect(embedded).toContainText('a recovery code is on its way', { timeout: 20_000 });
      await embedded.getByLabel('Recovery code').fill('not-a-recovery-code');
      await embedded.getByRole('button', { name: 'Recover wallet' }).click();
      await expect(embedded.getByRole('alert')).toHaveText('The code is invalid or expired.', {
        timeout: 20_000,
      });
      await capture(page, 'recovery', look);
      await dialog.getByRole('button', { name: 'Back' }).click();
      await embedded.getByRole('button', { name: 'Continue with a passkey' }).click();

      await embedded.getByLabel('Email').fill(email);
      await embedded.getByRole('button', { name: 'Create a passkey wallet' }).click();
      await expect(dialog).toBeHidden({ timeout: 20_000 });
      await expect(page.getByTestId('status')).toHaveText('connected');
      const address = (await page.getByTestId('wallet-address').textContent()) as string;
      const short = `${address.slice(0, 4)}…${address.slice(-4)}`;
      await page.getByRole('button', { name: short }).click();
      const account = page.getByRole('dialog', { name: 'Account' });
      await expect(account.getByTestId('latchkey-address')).toHaveText(short);
      await expect(account.getByRole('button', { name: 'Export private key' })).toBeVisible();
      await capture(page, 'account', look);
      await page.keyboard.press('Escape');
      await expect(account).toBeHidden();

      // The transaction toast, to confirmed (held open by the pointer for the photo).
      await airdropAndSendToBurner(page, '0.01');
      const progress = page.getByRole('region', { name: 'Transaction progress' });
      await expect(progress.getByRole('status')).toHaveText('Transaction confirmed', {
        timeout: 20_000,
      });
      await progress.hover();
      await expect(progress.getByText('Send 0.01 SOL')).toBeVisible();
      await expect(progress.getByRole('link', { name: 'View transaction' })).toHaveAttribute(
        'href',
        /\/tx\/[1-9A-HJ-NP-Za-km-z]{64,88}/,
      );
      await capture(page, 'toast', look);
      await progress.getByRole('button', { name: 'Dismiss' }).click();
      await expect(progress).toHaveCount(0);

      // A failed transaction: more than the balance, said in the user's words, no Retry.
      await page.getByLabel('Amount (SOL)').first().fill('5');
      await page.getByRole('button', { name: 'Send with wallet' }).click();
      // The view says it will probably fail; the user sends it all the same.
      await expect(page.getByTestId('latchkey-approval-failure')).toContainText(
        'This will probably fail',
        { timeout: 20_000 },
      );
      await approveInLatchkey(page);
      await expect(progress.getByRole('status')).toHaveText('Transaction failed', {
        timeout: 20_000,
      });
      await expect(progress.getByRole('alert')).toHaveText(/^Not enough SOL: /);
      await expect(progress.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      await capture(page, 'toast-failed', look);

      expect(errors).toEqual([]);
      await context.close();
    });
  }
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
  // The connect signs in too (the demo has auth): the dialog closes once the session started.
  await expect(dialog).toBeHidden();

  // The account menu opens from the keyboard too, and Disconnect is reachable.
  const address = (await page.getByTestId('wallet-address').textContent()) as string;
  const accountButton = page.getByRole('button', {
    name: `${address.slice(0, 4)}…${address.slice(-4)}`,
  });
  await accountButton.focus();
  await page.keyboard.press('Enter');
  const account = page.getByRole('dialog', { name: 'Account' });
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
  await headless.getByRole('button', { name: 'Connect with Latchkey Test Wallet' }).click();
  await expect(page.getByTestId('status')).toHaveText('connected');
  const address = (await page.getByTestId('wallet-address').textContent()) as string;
  await expect(headless).toContainText(`Latchkey Test Wallet on Solana Localnet: ${address}`);
  await expect(headless.locator('[class^="latchkey-"]')).toHaveCount(0);
  await headless.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByTestId('status')).toHaveText('disconnected');
});
