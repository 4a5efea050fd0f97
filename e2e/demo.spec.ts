import { expect, test } from '@playwright/test';
import { demoUrl, sandboxRpcUrl } from './demo-env.js';
import { screenshotPath } from './screenshot-path.js';

test.describe('demo page', () => {
  const consoleErrors: string[] = [];
  test.beforeEach(({ page }) => {
    consoleErrors.length = 0;
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
  });
  test.afterEach(() => expect(consoleErrors).toEqual([]));

  test('renders the provider and button, and reaches the sandbox', async ({ page }) => {
    await page.goto(demoUrl());
    await expect(page).toHaveTitle('Latchkey demo');
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
    await expect(page.getByTestId('status')).toHaveText('disconnected');
    await expect(page.getByTestId('sandbox-health')).toHaveText('ok');
    await expect(page.getByText(sandboxRpcUrl())).toBeVisible();
    await page.screenshot({ path: screenshotPath('demo-home.png'), fullPage: true });
  });

  test('opens the connect dialog from the keyboard and closes it with Escape', async ({ page }) => {
    await page.goto(demoUrl());
    const button = page.getByRole('button', { name: 'Connect wallet' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
    await expect(dialog).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.screenshot({ path: screenshotPath('connect-dialog.png') });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('keeps the selected network across a reload, under a latchkey: key', async ({ page }) => {
    await page.goto(demoUrl());
    await expect(page.getByTestId('cluster')).toHaveText('localnet');
    await page.getByLabel('Network').selectOption({ label: 'Solana Devnet' });
    await expect(page.getByTestId('cluster')).toHaveText('devnet');
    expect(await page.evaluate(() => localStorage.getItem('latchkey:solana-network'))).toBe('103');
    await page.reload();
    await expect(page.getByTestId('cluster')).toHaveText('devnet');
    await expect(page.getByLabel('Network')).toHaveValue('103');
  });
});
