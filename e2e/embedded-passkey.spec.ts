import { expect, test } from '@playwright/test';
import { disconnectFromAccountMenu } from './account-menu.js';
import {
  addPasskeyAuthenticator,
  approveInLatchkey,
  expectNoKeyMaterial,
  localhostDemoUrl,
} from './embedded-helpers.js';

// An embedded wallet, end to end in Chromium: a virtual WebAuthn authenticator (DevTools
// protocol) plays the user's passkey; the sandbox's product API signs the user up at its custody
// server, which verifies every passkey and session-key stamp and signs with the wallet's key; the
// transfer lands on the local RPC.

test.describe('embedded wallet with a passkey', () => {
  test('signs up with a passkey, signs a message, sends SOL, and signs back in', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const authenticator = await addPasskeyAuthenticator(page);
    await page.goto(localhostDemoUrl());

    await page.getByRole('button', { name: 'Connect wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
    const embedded = dialog.getByRole('region', { name: 'Embedded wallet' });
    await embedded.getByLabel('Email').fill('ada@example.com');
    await embedded.getByRole('button', { name: 'Continue with a passkey' }).click();
    await embedded.getByRole('button', { name: 'Create a passkey wallet' }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await expect(page.getByTestId('status')).toHaveText('connected');
    const address = (await page.getByTestId('wallet-address').textContent()) as string;
    expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(await authenticator.credentials()).toHaveLength(1);

    // A message, signed by the custody server with the wallet's key, verified against the address.
    await page.getByRole('button', { name: 'Sign message' }).click();
    await approveInLatchkey(page);
    await expect(page.getByTestId('message-verified')).toHaveText('verified', { timeout: 20_000 });

    // Fund it and send 0.01 SOL to the demo's burner address.
    await page.getByRole('button', { name: 'Airdrop 1 SOL' }).click();
    await expect(page.getByTestId('wallet-balance')).toHaveText('1 SOL');
    const recipient = (await page.getByTestId('burner-address').textContent()) as string;
    await page.getByLabel('To', { exact: true }).fill(recipient);
    await page.getByLabel('Amount (SOL)').first().fill('0.01');
    await page.getByRole('button', { name: 'Send with wallet' }).click();
    await approveInLatchkey(page);
    await expect(page.getByTestId('wallet-send-stage')).toHaveText('confirmed', {
      timeout: 20_000,
    });
    await expectNoKeyMaterial(page);

    // Signed out, the same passkey signs back in to the same wallet.
    await disconnectFromAccountMenu(page, address);
    await expect(page.getByTestId('status')).toHaveText('disconnected');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await embedded.getByRole('button', { name: 'Continue with a passkey' }).click();
    await embedded.getByRole('button', { name: 'Sign in with passkey' }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await expect(page.getByTestId('wallet-address')).toHaveText(address);
    await expectNoKeyMaterial(page);

    // Passkey recovery: from "Lost your passkey?", a passkey kept elsewhere signs in, and the
    // recovery is noted as one by passkey.
    await disconnectFromAccountMenu(page, address);
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await embedded.getByRole('button', { name: 'Continue with a passkey' }).click();
    await embedded.getByRole('button', { name: 'Lost your passkey?' }).click();
    await embedded.getByRole('button', { name: 'Use a passkey from another device' }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await expect(page.getByTestId('wallet-address')).toHaveText(address);
    const recovery = await page.evaluate(() => localStorage.getItem('latchkey:embedded:recovery'));
    expect(JSON.parse(recovery as string)).toMatchObject({ recoveryType: 'passkey' });
    expect(errors).toEqual([]);
  });
});
