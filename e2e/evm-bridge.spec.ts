import { expect, type Page, test } from '@playwright/test';
import { disconnectFromAccountMenu } from './account-menu.js';
import {
  addPasskeyAuthenticator,
  expectNoKeyMaterial,
  localhostDemoUrl,
  signUpWithPasskey,
} from './embedded-helpers.js';

// The EVM bridge in the demo: the embedded wallet's EVM account (keys at the sandbox's custody
// server) handed to the demo's own wagmi config, against the sandbox's hardhat node.

const MISMATCH_WARNING =
  'The EVM chains configured in Latchkey and in wagmi differ. Only in Latchkey: Sepolia (11155111). Only in wagmi: Base (8453).';

async function disconnectInLatchkey(page: Page) {
  const solana = (await page.getByTestId('wallet-address').textContent()) as string;
  await disconnectFromAccountMenu(page, solana);
}

test('wagmi follows Latchkey’s connect, chain switch and disconnect, and the other way round', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await addPasskeyAuthenticator(page);
  await page.goto(localhostDemoUrl());
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected');

  // Connect in Latchkey: wagmi sees the embedded wallet's EVM account on the first chain.
  await signUpWithPasskey(page, 'evm-bridge@example.com');
  const latchkeyAddress = page.getByTestId('evm-latchkey-address');
  await expect(latchkeyAddress).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  const address = (await latchkeyAddress.textContent()) as string;
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected');
  await expect(page.getByTestId('wagmi-address')).toHaveText(address);
  await expect(page.getByTestId('wagmi-chain')).toHaveText('31337');

  // A personal signature through the EIP-1193 provider, verified with viem against the address.
  await page.getByRole('button', { name: 'Sign with EIP-1193' }).click();
  await expect(page.getByTestId('evm-signature')).toHaveText('verified', { timeout: 20_000 });

  // wagmi sends a transaction signed through custody; the node mines it.
  await page.getByRole('button', { name: 'Fund 1 ETH (sandbox)' }).click();
  await page.getByRole('button', { name: 'Send 0.001 ETH with wagmi' }).click();
  await expect(page.getByTestId('evm-receipt')).toHaveText('success', { timeout: 20_000 });

  // A chain switch in Latchkey reaches wagmi; one in wagmi reaches Latchkey.
  await page.getByLabel('chain', { exact: true }).selectOption('11155111');
  await expect(page.getByTestId('wagmi-chain')).toHaveText('11155111');
  await page.getByRole('button', { name: 'Switch wagmi to Sandbox EVM' }).click();
  await expect(page.getByLabel('chain', { exact: true })).toHaveValue('31337');
  await expect(page.getByTestId('wagmi-chain')).toHaveText('31337');

  // Disconnect in Latchkey: wagmi disconnects.
  await disconnectInLatchkey(page);
  await expect(page.getByTestId('status')).toHaveText('disconnected');
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected');
  await expect(latchkeyAddress).toHaveText('none');

  // Back in with the passkey, then disconnect from wagmi: Latchkey disconnects too.
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: 'Continue with a passkey' })
    .click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: 'Sign in with passkey' })
    .click();
  await expect(page.getByTestId('wagmi-address')).toHaveText(address, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Disconnect in wagmi' }).click();
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected');
  await expect(page.getByTestId('status')).toHaveText('disconnected');

  await expectNoKeyMaterial(page);
  // The demo's chains match wagmi's: no warning.
  expect(warnings.filter((warning) => warning.includes('EVM chains'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('warns once in the console when Latchkey’s and wagmi’s EVM chains differ', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(`${localhostDemoUrl()}?evmChains=mismatch`);
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected');
  const found = warnings.filter((warning) => warning.includes('EVM chains'));
  expect(found).toHaveLength(1);
  expect(found[0]).toContain(MISMATCH_WARNING);
});
