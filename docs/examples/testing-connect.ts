import { expect, test } from '@playwright/test';

// A test of your own page: the connect dialog lists the test wallet like any installed
// extension, and its prompt is a dialog named after it.
test('connects the test wallet and signs a message', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByText('Latchkey Test Wallet')
    .click();
  const wallet = page.getByRole('dialog', { name: 'Latchkey Test Wallet' });
  await wallet.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('button', { name: 'Sign a message' }).click();
  await wallet.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/^Signed/)).toBeVisible();
});
