import { expect, type Page, test } from '@playwright/test';
import { openAccountMenu } from './account-menu.js';
import { demoUrl, sandboxRpc } from './demo-env.js';

// Issue 18: the sandbox's SPL Token (6 decimals) and Token-2022 (9 decimals) mints, given by its
// token faucet (`latchkey_mintTestTokens`, the demo's "Get test tokens"), sent with the test
// wallet and read back three ways: the demo's panel (`useTokenBalances`), the account menu's
// "Tokens" section, and the sandbox RPC itself.

const SPL = 'SPL Token (6 decimals)';
const TOKEN_2022 = 'Token-2022 (9 decimals)';

const panelTokens = (page: Page) => page.getByTestId('wallet-tokens');
const panelAmount = (page: Page, label: string) =>
  panelTokens(page).locator('li', { hasText: label }).locator('.demo-token-amount');

/** The mint addresses, as the panel's rows name them. */
async function mintsFromPanel(page: Page): Promise<{ spl: string; token2022: string }> {
  const mintOf = async (label: string) =>
    (await panelTokens(page).locator('li', { hasText: label }).getAttribute('data-mint')) as string;
  return { spl: await mintOf(SPL), token2022: await mintOf(TOKEN_2022) };
}

/** The account menu's token rows, as amount by mint. */
async function expectAccountMenuTokens(
  page: Page,
  address: string,
  expected: Record<string, string>,
) {
  const account = await openAccountMenu(page, address);
  await expect(account.getByRole('heading', { name: 'Tokens' })).toBeVisible({ timeout: 20_000 });
  const rows = account.getByTestId('latchkey-tokens').locator('.latchkey-token');
  await expect(rows).toHaveCount(Object.keys(expected).length);
  for (const [mint, amount] of Object.entries(expected)) {
    const row = rows.and(page.locator(`[title="${mint}"]`));
    await expect(row.locator('.latchkey-token-amount')).toHaveText(amount);
  }
  await expect(
    account
      .getByTestId('latchkey-tokens')
      .locator('.latchkey-token-mint', { hasText: 'Token-2022' }),
  ).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(account).toBeHidden();
}

async function sendTokens(page: Page, token: string, to: string, amount: string) {
  await page.getByLabel('Token', { exact: true }).selectOption({ label: token });
  await page.getByLabel('Send tokens to', { exact: true }).fill(to);
  await page.getByLabel('Token amount', { exact: true }).fill(amount);
  await page.getByRole('button', { name: 'Send tokens', exact: true }).click();
  const title = `Send ${amount} ${token.startsWith('SPL') ? 'SPL Token' : 'Token-2022'}`;
  const toast = page
    .getByRole('region', { name: 'Transaction progress' })
    .filter({ hasText: title });
  await expect(toast.getByRole('status')).toHaveText('Transaction confirmed', { timeout: 20_000 });
  await expect(page.getByTestId('token-send-error')).toHaveCount(0);
}

interface TokenAccountsReply {
  value: {
    pubkey: string;
    account: {
      data: { parsed: { info: { mint: string; tokenAmount: { uiAmountString: string } } } };
    };
  }[];
}

/** What the sandbox RPC says `owner` holds, ui amount by mint, over both token programs. */
async function rpcBalances(owner: string): Promise<Record<string, string>> {
  const held: Record<string, string> = {};
  for (const programId of [
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
  ]) {
    const { value } = await sandboxRpc<TokenAccountsReply>('getTokenAccountsByOwner', [
      owner,
      { programId },
      { encoding: 'jsonParsed', commitment: 'confirmed' },
    ]);
    for (const { pubkey, account } of value) {
      const { info } = account.data.parsed;
      held[info.mint] = info.tokenAmount.uiAmountString;
      const balance = await sandboxRpc<{ value: { uiAmountString: string } }>(
        'getTokenAccountBalance',
        [pubkey, { commitment: 'confirmed' }],
      );
      expect(balance.value.uiAmountString).toBe(info.tokenAmount.uiAmountString);
    }
  }
  return held;
}

test('token balances of the sandbox mints are shown after a token transfer', async ({ page }) => {
  test.setTimeout(90_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(new URL('?testWallet&testWalletApproval=auto', demoUrl()).toString());
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /Latchkey Test Wallet/ })
    .click();
  await expect(page.getByTestId('status')).toHaveText('connected');
  const address = (await page.getByTestId('wallet-address').textContent()) as string;

  // The test wallet's keys are the same in every spec, so earlier ones may have funded it: the
  // airdrop is seen as a change, not as an exact balance.
  const balance = page.getByTestId('wallet-balance');
  await expect(balance).not.toHaveText('…', { timeout: 20_000 });
  const before = (await balance.textContent()) as string;
  await page.getByRole('button', { name: 'Airdrop 1 SOL' }).click();
  await expect(balance).not.toHaveText(before, { timeout: 20_000 });
  await expect(panelTokens(page)).toHaveText('No tokens yet.');

  await page.getByRole('button', { name: 'Get test tokens' }).click();
  await expect(panelAmount(page, SPL)).toHaveText('10', { timeout: 20_000 });
  await expect(panelAmount(page, TOKEN_2022)).toHaveText('10');
  const mints = await mintsFromPanel(page);
  expect(await rpcBalances(address)).toEqual({ [mints.spl]: '10', [mints.token2022]: '10' });
  await expectAccountMenuTokens(page, address, { [mints.spl]: '10', [mints.token2022]: '10' });

  const burner = (await page.getByTestId('burner-address').textContent()) as string;
  expect(burner).not.toBe('…');
  await sendTokens(page, SPL, burner, '2.5');
  await expect(panelAmount(page, SPL)).toHaveText('7.5', { timeout: 20_000 });
  await sendTokens(page, TOKEN_2022, burner, '1.000000001');
  await expect(panelAmount(page, TOKEN_2022)).toHaveText('8.999999999', { timeout: 20_000 });
  await expect(panelAmount(page, SPL)).toHaveText('7.5');

  await expectAccountMenuTokens(page, address, {
    [mints.spl]: '7.5',
    [mints.token2022]: '8.999999999',
  });
  expect(await rpcBalances(address)).toEqual({
    [mints.spl]: '7.5',
    [mints.token2022]: '8.999999999',
  });
  // The recipient's new associated token accounts hold what was sent.
  expect(await rpcBalances(burner)).toEqual({
    [mints.spl]: '2.5',
    [mints.token2022]: '1.000000001',
  });
  expect(pageErrors).toEqual([]);
});
