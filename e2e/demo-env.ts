import { expect, type Page } from '@playwright/test';

/** The demo's URL, set by global-setup. */
export function demoUrl(): string {
  const url = process.env.LATCHKEY_DEMO_URL;
  if (!url)
    throw new Error('LATCHKEY_DEMO_URL is not set; run the specs through playwright.config.ts');
  return url;
}

/** The sandbox's Solana RPC URL, set by global-setup. */
export function sandboxRpcUrl(): string {
  const url = process.env.LATCHKEY_SANDBOX_RPC_URL;
  if (!url)
    throw new Error(
      'LATCHKEY_SANDBOX_RPC_URL is not set; run the specs through playwright.config.ts',
    );
  return url;
}

/** One JSON-RPC call to the sandbox's Solana RPC, its `result`. */
export async function sandboxRpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(sandboxRpcUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: T }).result;
}

/** An environment variable global-setup sets (the sandbox's URLs and accounts). */
export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set; run through playwright.config.ts`);
  return value;
}

/** Fills the wallet's send form with `amount` SOL to the demo's burner and sends it. */
export async function startSendToBurner(page: Page, amount: string) {
  const recipient = (await page.getByTestId('burner-address').textContent()) as string;
  await page.getByLabel('To', { exact: true }).fill(recipient);
  await page.getByLabel('Amount (SOL)').first().fill(amount);
  await page.getByRole('button', { name: 'Send with wallet' }).click();
}

/** Sends 0.01 SOL from the connected wallet to the demo's burner; waits until confirmed. */
export async function sendToBurner(page: Page) {
  await startSendToBurner(page, '0.01');
  await expect(page.getByTestId('wallet-send-stage')).toHaveText('confirmed', { timeout: 20_000 });
}

/**
 * Opens the demo (with `query`, e.g. '?lang=de') and airdrops 2 SOL to the transfer playground's
 * burner key (no wallet needed); waits until the balance shows it.
 */
export async function fundBurner(page: Page, query = '') {
  await page.goto(`${demoUrl()}${query}`);
  await expect(page.getByTestId('burner-address')).not.toHaveText('…');
  await page.getByRole('button', { name: 'Airdrop 2 SOL' }).click();
  await expect(page.getByTestId('burner-balance')).toHaveText('2 SOL', { timeout: 20_000 });
}

/** Sends `amount` SOL from the transfer playground's burner to its recipient (a toast follows). */
export async function sendSolFromBurner(page: Page, amount: string) {
  await page.getByLabel('Amount (SOL)').last().fill(amount);
  await page.getByRole('button', { name: 'Send SOL' }).click();
}
