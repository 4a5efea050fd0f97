import { expect, test } from '@playwright/test';
import { demoUrl } from './demo-env.js';
import { screenshotPath } from './screenshot-path.js';

test('sends SOL from the browser and follows it to confirmed', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(demoUrl());
  await expect(page.getByTestId('burner-address')).not.toHaveText('…');
  await page.getByRole('button', { name: 'Airdrop 2 SOL' }).click();
  await expect(page.getByTestId('burner-balance')).toHaveText('2 SOL');

  await page.getByLabel('Amount (SOL)').fill('0.25');
  await page.getByRole('button', { name: 'Send SOL' }).click();
  await expect(page.getByTestId('transfer-stage')).not.toHaveText(
    /idle|sending|confirming|signing/,
    { timeout: 15_000 },
  );
  expect(
    (await page.getByTestId('transfer-error').count())
      ? await page.getByTestId('transfer-error').textContent()
      : '',
  ).toBe('');
  await expect(page.getByTestId('transfer-stage')).toHaveText('confirmed');
  await expect(page.getByTestId('transfer-fee')).toHaveText('0.000005 SOL');
  await expect(page.getByTestId('transfer-signature')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
  await expect(page.getByTestId('burner-balance')).toHaveText('1.749995 SOL');
  await page.screenshot({ path: screenshotPath('transfer-confirmed.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test("shows the catalogue's error for a bad amount and loses nothing", async ({ page }) => {
  await page.goto(demoUrl());
  await expect(page.getByTestId('burner-address')).not.toHaveText('…');
  await page.getByLabel('Amount (SOL)').fill('1,5');
  await page.getByRole('button', { name: 'Send SOL' }).click();
  await expect(page.getByTestId('transfer-error')).toHaveText(
    'Number is not a valid decimal number',
  );
  await expect(page.getByLabel('Amount (SOL)')).toHaveValue('1,5');
  await page.getByLabel('Recipient').fill('');
  await page.getByLabel('Amount (SOL)').fill('1');
  await page.getByRole('button', { name: 'Send SOL' }).click();
  await expect(page.getByTestId('transfer-error')).toHaveText('Destination is required');
});
