import { expect, test } from '@playwright/test';
import { sandboxRpcUrl } from './demo-env.js';
import {
  addPasskeyAuthenticator,
  approveInLatchkey,
  expectNoKeyMaterial,
  localhostDemoUrl,
  signUpWithPasskey,
} from './embedded-helpers.js';
import { screenshotPath } from './screenshot-path.js';

// A sponsored send in Chromium: an embedded wallet (passkey, custody server) sends SOL with
// "Let the app pay the network fee" checked. @latchkey/server, run by the sandbox, checks the
// transaction against its policy and puts its fee payer in front (nothing signed); the SDK checks
// that answer before the custody server signs; the server then verifies the user's signature,
// adds the fee payer's and records it; the SDK checks that answer before sending. The user's
// balance drops by the amount only; the fee payer's by the fee.

async function lamportsOf(address: string): Promise<bigint> {
  const response = await fetch(sandboxRpcUrl(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getBalance',
      params: [address, { commitment: 'confirmed' }],
    }),
  });
  return BigInt(((await response.json()) as { result: { value: number } }).result.value);
}

test('an embedded wallet sends with the fee paid by the app', async ({ page }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await addPasskeyAuthenticator(page);
  await page.goto(localhostDemoUrl());
  const address = await signUpWithPasskey(page, `sponsored+${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Airdrop 1 SOL' }).click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('1 SOL');

  const feePayer = process.env.LATCHKEY_FEE_PAYER_ADDRESS as string;
  const feePayerBefore = await lamportsOf(feePayer);
  const recipient = (await page.getByTestId('burner-address').textContent()) as string;
  await page.getByLabel('To', { exact: true }).fill(recipient);
  await page.getByLabel('Amount (SOL)').first().fill('0.25');
  await page.getByLabel('Let the app pay the network fee').check();
  await page.getByRole('button', { name: 'Send with wallet' }).click();
  await approveInLatchkey(page);
  await expect(page.getByTestId('wallet-send-stage')).toHaveText('confirmed', { timeout: 20_000 });
  await expect(page.getByTestId('wallet-send-fee')).toHaveText('Network fee: paid by the app');
  await expect(page.getByTestId('wallet-balance')).toHaveText('0.75 SOL');
  expect(await lamportsOf(address)).toBe(750_000_000n);
  // Two signatures (the fee payer's and the user's) at 5,000 lamports each.
  expect(await lamportsOf(feePayer)).toBe(feePayerBefore - 10_000n);
  await page.screenshot({ path: screenshotPath('sponsored-send.png'), fullPage: true });

  // Unchecked, the wallet pays its own fee again.
  await page.getByLabel('Let the app pay the network fee').uncheck();
  await page.getByLabel('Amount (SOL)').first().fill('0.1');
  await page.getByRole('button', { name: 'Send with wallet' }).click();
  await approveInLatchkey(page);
  await expect(page.getByTestId('wallet-send-fee')).toHaveText(
    'Network fee: paid from your wallet',
    { timeout: 20_000 },
  );
  await expect(page.getByTestId('wallet-balance')).toHaveText('0.649995 SOL');
  await expectNoKeyMaterial(page);
  expect(errors).toEqual([]);
});
