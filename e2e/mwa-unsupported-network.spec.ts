import { expect, type Locator, type Page, test } from '@playwright/test';
import { type AndroidPhone, actAsAndroid, openAndroidPhone } from './android-phone.js';
import { demoUrl, requiredEnv as env } from './demo-env.js';
import { screenshotPath } from './screenshot-path.js';

// A wallet app from a store serves mainnet, devnet and testnet, never a local validator: on an
// Android phone it refuses the demo's Localnet (MWA's -7, chain not supported), and the connect
// sheet offers the demo's other network, which the wallet app then connects on.

/** Devnet's public RPC, the demo's second network (`solanaDevnet()`). */
const DEVNET_RPC = 'https://api.devnet.solana.com/';

type Authorization = { authToken: string; chain: string; revoked: boolean };

async function authorizations(): Promise<Authorization[]> {
  return (await fetch(`${env('LATCHKEY_MWA_URL')}/mwa/authorizations`)).json();
}

test.describe('Mobile Wallet Adapter: a wallet app that serves only public networks', () => {
  let phone: AndroidPhone;
  let page: Page;
  let dialog: Locator;
  let android: { links: string[] };
  let before: Authorization[];
  const errors: string[] = [];

  test.beforeAll(async () => {
    phone = await openAndroidPhone();
    page = phone.page;
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // No internet here: Chromium logs each request to Devnet's public RPC (the demo's balance
      // and tokens once connected) as a failed load. Any other console error counts.
      const devnetUnreachable =
        message.location().url.startsWith(DEVNET_RPC) &&
        message.text().startsWith('Failed to load resource: net::');
      if (message.type() === 'error' && !devnetUnreachable) errors.push(message.text());
    });
    dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
    android = await actAsAndroid(page, { behaviour: 'public-networks-only' });
    before = await authorizations();
  });
  test.afterAll(async () => {
    await phone.close();
    expect(errors).toEqual([]);
  });
  test.describe.configure({ mode: 'serial' });

  test('refuses Solana Localnet; the sheet says so and offers "Switch to Solana Devnet"', async () => {
    await page.goto(demoUrl());
    await expect(page.getByTestId('cluster')).toHaveText('localnet');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await dialog.getByRole('button', { name: /Use an installed wallet/ }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      "Your wallet app doesn't support Solana Localnet. Switch to Solana Devnet, or choose another wallet.",
    );
    // Asking again on Localnet cannot work, so the switch takes Try again's place.
    await expect(dialog.getByRole('button', { name: 'Switch to Solana Devnet' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Choose another wallet' })).toBeVisible();
    await expect(page.getByTestId('status')).toHaveText('disconnected');
    expect(android.links).toHaveLength(1);
    // The wallet app refused before authorizing anything.
    expect(await authorizations()).toHaveLength(before.length);
    await page.screenshot({ path: screenshotPath('mwa-unsupported-network.png') });
  });

  test('the switch selects Devnet and asks the wallet app again, which connects', async () => {
    await dialog.getByRole('button', { name: 'Switch to Solana Devnet' }).click();
    await expect(page.getByTestId('status')).toHaveText('connected', { timeout: 15_000 });
    await expect(page.getByTestId('wallet-address')).toHaveText(env('LATCHKEY_MWA_ADDRESS'));
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('cluster')).toHaveText('devnet');
    await expect(page.getByLabel('Network', { exact: true })).toHaveValue('103');
    // One more link, on the switch's click alone: no second tap on the wallet.
    expect(android.links).toHaveLength(2);
    const issued = (await authorizations()).slice(before.length);
    expect(issued.map(({ chain, revoked }) => ({ chain, revoked }))).toEqual([
      { chain: 'solana:devnet', revoked: false },
    ]);
  });
});
