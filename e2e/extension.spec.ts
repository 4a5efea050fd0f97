import { expect, type Page, test } from '@playwright/test';
import { disconnectFromAccountMenu } from './account-menu.js';
import { demoUrl, sandboxRpc } from './demo-env.js';
import { expectNoKeyMaterial } from './embedded-helpers.js';
import { screenshotPath } from './screenshot-path.js';

// The sandbox's Wallet Standard test wallet stands in for a browser extension (none can be
// installed in the test browser). It is registered by the demo when the page is opened with
// `?testWallet`, and prompts through its own modal dialog, like an extension popup.

function pageUrl(query: string): string {
  return new URL(`?${query}`, demoUrl()).toString();
}

const walletPrompt = (page: Page) => page.getByRole('dialog', { name: 'Latchkey Test Wallet' });

async function approveInWallet(page: Page) {
  await expect(walletPrompt(page)).toBeVisible();
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click();
  await expect(walletPrompt(page)).toBeHidden();
}

/** Waits for the send to settle and shows the demo's error text if it failed. */
async function expectConfirmed(page: Page) {
  await expect(page.getByTestId('wallet-send-stage')).not.toHaveText(
    /idle|signing|sending|confirming/,
    { timeout: 20_000 },
  );
  const error = page.getByTestId('wallet-send-error');
  expect((await error.count()) ? await error.textContent() : '').toBe('');
  await expect(page.getByTestId('wallet-send-stage')).toHaveText('confirmed');
}

async function testWallet<T>(page: Page, script: string): Promise<T> {
  return page.evaluate(`globalThis.latchkeyTestWallet.${script}`) as Promise<T>;
}

test.describe('extension wallet', () => {
  const pageErrors: string[] = [];
  test.beforeEach(({ page }) => {
    pageErrors.length = 0;
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  test.afterEach(async ({ page }) => {
    expect(pageErrors).toEqual([]);
    await expectNoKeyMaterial(page);
  });

  test('connects, signs, sends, follows the wallet, reconnects silently and disconnects', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(pageUrl('testWallet&testWalletBroken'));
    await expect(page.locator('[aria-label="Test wallet controls"]')).toBeVisible();

    // The dialog lists the installed test wallet, not the one missing solana:signTransaction.
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
    const installed = dialog.getByRole('region', { name: 'Installed' });
    await expect(installed.getByRole('button', { name: /Latchkey Test Wallet/ })).toBeVisible();
    await expect(dialog.getByText('Broken Wallet')).toHaveCount(0);
    // The catalogue's other wallets are folded under "More wallets".
    await expect(dialog.getByRole('region', { name: 'More wallets' })).toBeHidden();
    await dialog.getByRole('button', { name: 'More wallets' }).click();
    await expect(dialog.getByRole('region', { name: 'More wallets' })).toContainText('Phantom');
    await page.screenshot({ path: screenshotPath('extension-connect-dialog.png') });

    await installed.getByRole('button', { name: /Latchkey Test Wallet/ }).click();
    await expect(dialog).toContainText('Confirm in Latchkey Test Wallet');
    await approveInWallet(page);
    await expect(dialog).toBeHidden();
    const first = await testWallet<string>(page, 'activeAddress()');
    await expect(page.getByTestId('status')).toHaveText('connected');
    await expect(page.getByTestId('wallet-address')).toHaveText(first);
    await expect(
      page.getByRole('button', { name: `${first.slice(0, 4)}…${first.slice(-4)}` }),
    ).toBeVisible();

    // Sign a message; the demo verifies the signature against the address.
    await page.getByRole('button', { name: 'Sign message' }).click();
    await expect(walletPrompt(page)).toContainText('Hello from the Latchkey demo');
    await approveInWallet(page);
    await expect(page.getByTestId('message-verified')).toHaveText('verified');

    // Sign-In With Solana through the wallet's solana:signIn, verified as a backend would.
    await page.getByRole('button', { name: 'Sign in with Solana' }).click();
    await expect(walletPrompt(page)).toContainText('Sign in');
    await approveInWallet(page);
    await expect(page.getByTestId('sign-in-result')).toHaveText(`Signed in as ${first}`);

    // Fund it and send 0.01 SOL to the demo's burner address through the wallet.
    await page.getByRole('button', { name: 'Airdrop 1 SOL' }).click();
    await expect(page.getByTestId('wallet-balance')).toHaveText('1 SOL');
    const recipient = (await page.getByTestId('burner-address').textContent()) as string;
    await page.getByLabel('To', { exact: true }).fill(recipient);
    await page.getByLabel('Amount (SOL)').first().fill('0.01');
    await page.getByRole('button', { name: 'Send with wallet' }).click();
    await approveInWallet(page);
    await expectConfirmed(page);
    const signature = (await page.getByTestId('wallet-send-signature').textContent()) as string;
    const statuses = await sandboxRpc<{ value: { confirmationStatus: string; err: unknown }[] }>(
      'getSignatureStatuses',
      [[signature]],
    );
    expect(statuses.value[0]).toMatchObject({ err: null });
    expect(
      (await sandboxRpc<{ value: number }>('getBalance', [recipient, { commitment: 'confirmed' }]))
        .value,
    ).toBe(10_000_000);
    await expect(page.getByTestId('wallet-balance')).toHaveText('0.989995 SOL');

    // The user switches account in the wallet; the app follows.
    await page.getByRole('button', { name: 'Switch account' }).click();
    const second = await testWallet<string>(page, 'activeAddress()');
    expect(second).not.toBe(first);
    await expect(page.getByTestId('wallet-address')).toHaveText(second);

    // After a reload it reconnects without a prompt.
    await page.reload();
    await expect(page.getByTestId('status')).toHaveText('connected');
    await expect(page.getByTestId('wallet-address')).not.toBeEmpty();
    expect(await testWallet<number>(page, 'prompts()')).toBe(0);
    await expect(walletPrompt(page)).toHaveCount(0);

    // Disconnect; a reload then stays disconnected.
    const address = (await page.getByTestId('wallet-address').textContent()) as string;
    await disconnectFromAccountMenu(page, address);
    await expect(page.getByTestId('status')).toHaveText('disconnected');
    await page.reload();
    await expect(page.locator('[aria-label="Test wallet controls"]')).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByTestId('status')).toHaveText('disconnected');
    expect(await testWallet<number>(page, 'prompts()')).toBe(0);
  });

  test('a rejected connection says so, without an error; a wallet that registers late is still listed', async ({
    page,
  }) => {
    await page.goto(pageUrl('testWallet&testWalletReject=connect&testWalletDelayMs=800'));
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
    const wallet = dialog.getByRole('button', { name: /Latchkey Test Wallet/ });
    await expect(wallet).toBeVisible();
    await wallet.click();
    await approveInWallet(page); // the wallet then answers "User rejected the request."
    await expect(dialog.getByTestId('latchkey-connect-declined')).toHaveText('Request declined');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('status')).toHaveText('disconnected');
    await dialog.getByRole('button', { name: 'Choose another wallet' }).click();
    await expect(wallet).toBeVisible();
  });

  test('without the wallet sending, the SDK signs with it and sends through the RPC', async ({
    page,
  }) => {
    await page.goto(
      pageUrl('testWallet&testWalletApproval=auto&testWalletDrop=solana:signAndSendTransaction'),
    );
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: /Latchkey Test Wallet/ })
      .click();
    await expect(page.getByTestId('status')).toHaveText('connected');
    await page.getByRole('button', { name: 'Airdrop 1 SOL' }).click();
    await expect(page.getByTestId('wallet-balance')).not.toHaveText(/^(…|0 SOL)$/);
    const before = (await page.getByTestId('wallet-balance').textContent()) as string;
    const recipient = (await page.getByTestId('burner-address').textContent()) as string;
    await page.getByLabel('To', { exact: true }).fill(recipient);
    await page.getByRole('button', { name: 'Send with wallet' }).click();
    await expectConfirmed(page);
    await expect(page.getByTestId('wallet-balance')).not.toHaveText(before);
  });

  test('on a phone without an injected wallet, offers Phantom by deep link and the rest in their apps', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(demoUrl());
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
    // Phantom is reached by deep link (e2e/phantom-deeplink.spec.ts); the others open this page
    // in their in-app browsers.
    await expect(dialog.getByRole('button', { name: /Phantom/ })).toContainText('Open app');
    await expect(dialog.getByRole('link', { name: /Phantom/ })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'More wallets' }).click();
    const solflare = dialog.getByRole('link', { name: /Solflare/ });
    await expect(solflare).toContainText('Open in Solflare');
    const href = (await solflare.getAttribute('href')) as string;
    expect(href.startsWith('https://solflare.com/ul/v1/browse/')).toBe(true);
    expect(decodeURIComponent(href)).toContain(demoUrl());
    await page.screenshot({ path: screenshotPath('connect-dialog-mobile.png') });
    await context.close();
  });
});
