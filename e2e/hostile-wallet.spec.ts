import { expect, type Page, test } from '@playwright/test';
import { demoUrl, sandboxRpc } from './demo-env.js';

// The sandbox's test wallet told to misbehave, in Chromium against the demo: a wallet that
// signs a different transfer than it was shown, answers with a corrupted signature, sends
// something else itself, or answers with an old transaction's id. Nothing it changed reaches
// the network through Latchkey, and what it sent itself is reported as a mismatch, never as
// a success.

const balanceOf = async (address: string) =>
  (await sandboxRpc<{ value: number }>('getBalance', [address, { commitment: 'confirmed' }])).value;

/**
 * Opens the demo with a misbehaving wallet, connects it, funds it and sends 0.01 SOL (with the
 * app paying the fee when `sponsored`).
 */
async function sendWith(page: Page, query: string, { sponsored = false } = {}) {
  await page.goto(new URL(`?testWallet&testWalletApproval=auto&${query}`, demoUrl()).toString());
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
  await dialog.getByRole('button', { name: /Latchkey Test Wallet/ }).click();
  await expect(page.getByTestId('status')).toHaveText('connected');
  // The test wallet's keys are the same in every test: its balance carries over.
  const balance = page.getByTestId('wallet-balance');
  await expect(balance).toHaveText(/SOL$/);
  const unfunded = (await balance.textContent()) as string;
  await page.getByRole('button', { name: 'Airdrop 1 SOL' }).click();
  await expect(balance).not.toHaveText(unfunded);
  const funded = (await balance.textContent()) as string;
  const recipient = (await page.getByTestId('burner-address').textContent()) as string;
  const before = await balanceOf(recipient);
  await page.getByLabel('To', { exact: true }).fill(recipient);
  await page.getByLabel('Amount (SOL)').first().fill('0.01');
  if (sponsored) await page.getByLabel('Let the app pay the network fee').check();
  await page.getByRole('button', { name: 'Send with wallet' }).click();
  await expect(page.getByTestId('wallet-send-stage')).not.toHaveText(
    /idle|signing|sending|confirming/,
    { timeout: 20_000 },
  );
  return { funded, received: async () => (await balanceOf(recipient)) - before };
}

test.describe('hostile wallets in the browser', () => {
  const pageErrors: string[] = [];
  test.beforeEach(({ page }) => {
    pageErrors.length = 0;
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  test.afterEach(() => expect(pageErrors).toEqual([]));

  test('a wallet that signs another transfer than it was shown: refused, nothing sent', async ({
    page,
  }) => {
    const { funded, received } = await sendWith(
      page,
      'testWalletDrop=solana:signAndSendTransaction&testWalletMisbehave=alter-transfer',
    );
    await expect(page.getByTestId('wallet-send-stage')).toHaveText('failed');
    await expect(page.getByTestId('wallet-send-error')).toHaveText(
      'The wallet returned a transaction that does not match the request: instruction 1 differs',
    );
    expect(await received()).toBe(0);
    await expect(page.getByTestId('wallet-balance')).toHaveText(funded);
  });

  test('a wallet that signs another transfer than it was shown, sponsored: refused before the app signs', async ({
    page,
  }) => {
    const feePayer = process.env.LATCHKEY_FEE_PAYER_ADDRESS as string;
    const feePayerBefore = await balanceOf(feePayer);
    const { funded, received } = await sendWith(
      page,
      'testWalletDrop=solana:signAndSendTransaction&testWalletMisbehave=alter-transfer',
      { sponsored: true },
    );
    await expect(page.getByTestId('wallet-send-stage')).toHaveText('failed');
    await expect(page.getByTestId('wallet-send-error')).toHaveText(
      'The wallet returned a transaction that does not match the request: instruction 1 differs',
    );
    // The altered transfer never reached the sponsor: nothing signed, sent or paid.
    expect(await received()).toBe(0);
    expect(await balanceOf(feePayer)).toBe(feePayerBefore);
    await expect(page.getByTestId('wallet-balance')).toHaveText(funded);
  });

  test('a wallet that answers with a corrupted signature: refused, nothing sent', async ({
    page,
  }) => {
    const { received } = await sendWith(
      page,
      'testWalletDrop=solana:signAndSendTransaction&testWalletMisbehave=garbage-signature',
    );
    await expect(page.getByTestId('wallet-send-error')).toHaveText(
      /^The wallet returned a transaction that does not match the request: the signature for \w+ does not verify over the message$/,
    );
    expect(await received()).toBe(0);
  });

  test('a wallet that sends another transfer itself: it landed, and is reported as a mismatch', async ({
    page,
  }) => {
    const { received } = await sendWith(page, 'testWalletMisbehave=alter-transfer');
    await expect(page.getByTestId('wallet-send-stage')).toHaveText('failed');
    await expect(page.getByTestId('wallet-send-error')).toHaveText(
      'The wallet returned a transaction that does not match the request: instruction 1 differs',
    );
    // What the wallet sent is on chain (one lamport more than asked): the app is told, not fooled.
    expect(await received()).toBe(10_000_001);
  });

  test("a wallet that answers with an old transaction's id: not taken as the new one", async ({
    page,
  }) => {
    await sendWith(page, 'testWalletMisbehave=another-id');
    // The first answer is honest.
    await expect(page.getByTestId('wallet-send-stage')).toHaveText('confirmed');
    const first = await page.getByTestId('wallet-send-signature').textContent();
    await page.getByLabel('Amount (SOL)').first().fill('0.02');
    await page.getByRole('button', { name: 'Send with wallet' }).click();
    await expect(page.getByTestId('wallet-send-stage')).toHaveText('failed', { timeout: 20_000 });
    await expect(page.getByTestId('wallet-send-error')).toHaveText(
      /^The wallet returned a transaction that does not match the request: /,
    );
    expect(first).toBeTruthy();
  });
});
