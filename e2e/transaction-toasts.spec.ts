import { expect, type Page, test } from '@playwright/test';
import { fundBurner, sandboxRpcUrl, sendSolFromBurner } from './demo-env.js';
import { screenshotPath } from './screenshot-path.js';

// The demo's transaction toasts, fed by the transfer playground (a burner key, no wallet): each
// send in its own toast titled with the amount, at most 3 at once; a dropped connection offers
// Retry and Retry sends it again; a refusal says why, without Retry; confirmed ones leave by
// themselves unless the pointer rests on them.

const toasts = (page: Page) => page.getByRole('region', { name: 'Transaction progress' });

test.describe('transaction toasts', () => {
  const pageErrors: string[] = [];
  test.beforeEach(({ page }) => {
    pageErrors.length = 0;
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  test.afterEach(() => expect(pageErrors).toEqual([]));

  test('a send the network never took offers Retry, and Retry sends it again', async ({ page }) => {
    test.setTimeout(60_000);
    await fundBurner(page);
    // The connection drops for every send (the core's own second try included), then comes back.
    let dropping = true;
    await page.route(sandboxRpcUrl(), (route) =>
      dropping && route.request().postData()?.includes('"sendTransaction"')
        ? route.abort('internetdisconnected')
        : route.fallback(),
    );
    await sendSolFromBurner(page, '0.25');
    const toast = toasts(page);
    await expect(toast.getByRole('status')).toHaveText('Transaction failed', { timeout: 20_000 });
    await expect(toast).toContainText('Send 0.25 SOL');
    await expect(toast.getByRole('alert')).toHaveText(
      'The network did not answer. Check your connection and try again.',
    );
    // It never reached the chain: nothing to look at on the explorer.
    await expect(toast.getByRole('link', { name: 'View transaction' })).toHaveCount(0);
    await expect(toast.locator('li[data-state="failed"]')).toHaveText('Send');
    await page.screenshot({ path: screenshotPath('toast-retry.png') });
    dropping = false;
    await toast.getByRole('button', { name: 'Retry' }).click();
    await expect(toast.getByRole('status')).toHaveText('Transaction confirmed', {
      timeout: 20_000,
    });
    await expect(toast.getByRole('alert')).toHaveCount(0);
    // Sent once: 0.25 SOL and one fee left the burner.
    await expect(page.getByTestId('burner-balance')).toHaveText('1.749995 SOL');
  });

  test('a refused send says why, with no Retry, until dismissed', async ({ page }) => {
    await fundBurner(page);
    await sendSolFromBurner(page, '500');
    const toast = toasts(page);
    await expect(toast.getByRole('status')).toHaveText('Transaction failed', { timeout: 20_000 });
    await expect(toast.getByRole('alert')).toHaveText(/^Not enough SOL: /);
    await expect(toast.locator('li[data-state="failed"]')).toHaveText('Send');
    await expect(toast.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await toast.getByRole('button', { name: 'Dismiss' }).click();
    await expect(toast).toHaveCount(0);
  });

  test('at most 3 at once; confirmed ones leave by themselves, not while pointed at', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await fundBurner(page);
    for (const amount of ['0.01', '0.02', '0.03', '0.04']) await sendSolFromBurner(page, amount);
    await expect(toasts(page)).toHaveCount(3);
    await expect(toasts(page).last()).toContainText('Send 0.04 SOL');
    await expect(toasts(page).getByRole('status')).toHaveText(
      Array(3).fill('Transaction confirmed'),
      { timeout: 20_000 },
    );
    await page.screenshot({ path: screenshotPath('toast-stack.png') });
    const kept = toasts(page).filter({ hasText: 'Send 0.04 SOL' });
    await kept.hover();
    await expect(toasts(page)).toHaveCount(1, { timeout: 15_000 });
    await expect(kept).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(toasts(page)).toHaveCount(0, { timeout: 15_000 });
  });
});
