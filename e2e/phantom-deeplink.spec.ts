import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { openAccountMenu } from './account-menu.js';
import { demoUrl, sandboxRpc } from './demo-env.js';
import { expectNoKeyMaterial } from './embedded-helpers.js';

// A phone without an injected wallet: Latchkey hands each request to "Phantom" by deep link.
// The sandbox's responder plays the Phantom app (its own keys, Approve / Reject, real signatures,
// real sends to the local RPC) and redirects back with the encrypted answer.

const PROTOCOL_PARAMETERS = [
  'data',
  'nonce',
  'phantom_encryption_public_key',
  'errorCode',
  'errorMessage',
];
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function phantomAddress(): string {
  const value = process.env.LATCHKEY_PHANTOM_ADDRESS;
  if (!value)
    throw new Error('LATCHKEY_PHANTOM_ADDRESS is not set; run through playwright.config.ts');
  return value;
}

/** In the "Phantom app": check what it asks, then answer. */
async function inPhantom(page: Page, heading: string, answer: 'Approve' | 'Reject' = 'Approve') {
  // The deep link leaves after the crypto chunk loads: on a busy machine that can take seconds.
  await expect(page).toHaveTitle('Phantom (sandbox)', { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await page.getByRole('button', { name: answer }).click();
  await page.waitForURL((url) => url.toString().startsWith(demoUrl()));
}

async function expectCleanAddressBar(page: Page) {
  await expect
    .poll(() => PROTOCOL_PARAMETERS.filter((name) => new URL(page.url()).searchParams.has(name)))
    .toEqual([]);
}

async function phantomKeysInStorage(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('latchkey');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve([]);
          const keys = db.transaction('keyval').objectStore('keyval').getAllKeys();
          keys.onsuccess = () =>
            resolve(keys.result.map(String).filter((key) => key.startsWith('latchkey:phantom:')));
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

test.describe('Phantom deep links on a phone', () => {
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({
      userAgent: IPHONE,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  // After every step: no deep-link secret in Web Storage in plaintext (they live sealed in IndexedDB).
  test.afterEach(async () => {
    if (!page.isClosed()) await expectNoKeyMaterial(page);
  });
  test.afterAll(async () => {
    await context.close();
    expect(pageErrors).toEqual([]);
  });
  test.describe.configure({ mode: 'serial' });

  test('connects through the Phantom app and comes back connected', async () => {
    await page.goto(demoUrl());
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
    const phantom = dialog.getByRole('button', { name: /Phantom/ });
    await expect(phantom).toContainText('Open app');
    await phantom.click();
    await inPhantom(page, 'Connect');
    await expect(page.getByTestId('status')).toHaveText('connected');
    await expect(page.getByTestId('wallet-address')).toHaveText(phantomAddress());
    await expect(page.getByTestId('redirect-method')).toHaveText('connect');
    await expectCleanAddressBar(page);
    expect((await phantomKeysInStorage(page)).sort()).toEqual(
      [
        'latchkey:phantom:address',
        // Nonces of answers already read: an answer is never taken twice.
        'latchkey:phantom:answerNonces',
        'latchkey:phantom:dappPublicKey',
        'latchkey:phantom:session',
        'latchkey:phantom:sharedSecret',
        'latchkey:phantom:vaultKey',
        'latchkey:phantom:walletEncryptionPublicKey',
      ].sort(),
    );
  });

  test('signs a message; the signature verifies against the returned public key', async () => {
    await page.getByRole('button', { name: 'Sign message' }).click();
    await expect(page.getByText('Hello from the Latchkey demo')).toBeVisible();
    await inPhantom(page, 'Sign message');
    await expect(page.getByTestId('redirect-method')).toHaveText('signMessage');
    await expect(page.getByTestId('redirect-verdict')).toHaveText('signature verified');
    await expectCleanAddressBar(page);
  });

  test('signs one and then two transactions; the signatures verify', async () => {
    const recipient = (await page.getByTestId('burner-address').textContent()) as string;
    await page.getByLabel('To', { exact: true }).fill(recipient);
    await page.getByRole('button', { name: 'Sign transaction', exact: true }).click();
    await inPhantom(page, 'Sign transaction');
    await expect(page.getByTestId('redirect-method')).toHaveText('signTransaction');
    await expect(page.getByTestId('redirect-verdict')).toHaveText('1 signature(s) verified');
    await expectCleanAddressBar(page);

    await page.getByRole('button', { name: 'Sign two transactions' }).click();
    await inPhantom(page, 'Sign 2 transactions');
    await expect(page.getByTestId('redirect-method')).toHaveText('signAllTransactions');
    await expect(page.getByTestId('redirect-verdict')).toHaveText('2 signature(s) verified');
    await expectCleanAddressBar(page);
  });

  test('signs and sends; the transfer is confirmed on the local RPC', async () => {
    await page.getByRole('button', { name: 'Airdrop 1 SOL' }).click();
    await expect(page.getByTestId('wallet-balance')).toHaveText('1 SOL');
    const recipient = (await page.getByTestId('burner-address').textContent()) as string;
    await page.getByLabel('To', { exact: true }).fill(recipient);
    await page.getByLabel('Amount (SOL)').first().fill('0.01');
    await page.getByRole('button', { name: 'Send with wallet' }).click();
    await inPhantom(page, 'Sign and send');
    await expect(page.getByTestId('redirect-method')).toHaveText('signAndSendTransaction');
    await expect(page.getByTestId('redirect-status')).toHaveText('ok', { timeout: 20_000 });
    const signature = (await page.getByTestId('redirect-signature').textContent()) as string;
    const statuses = await sandboxRpc<{ value: ({ err: unknown } | null)[] }>(
      'getSignatureStatuses',
      [[signature]],
    );
    expect(statuses.value[0]).toMatchObject({ err: null });
    expect(
      (await sandboxRpc<{ value: number }>('getBalance', [recipient, { commitment: 'confirmed' }]))
        .value,
    ).toBe(10_000_000);
    await expectCleanAddressBar(page);
  });

  test('a rejection in the app ends as a quiet cancellation', async () => {
    await page.getByRole('button', { name: 'Sign message' }).click();
    await inPhantom(page, 'Sign message', 'Reject');
    await expect(page.getByTestId('redirect-status')).toHaveText('cancelled');
    await expect(page.getByTestId('redirect-error')).toHaveCount(0);
    await expect(page.getByTestId('status')).toHaveText('connected');
    await expectCleanAddressBar(page);
  });

  test("a tampered answer gives 'Unable to decrypt data'", async () => {
    const signMessageLink = (url: URL) => url.pathname.endsWith('/signMessage');
    await page.route(signMessageLink, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const response = await route.fetch({ maxRedirects: 0 });
      const location = new URL(response.headers().location as string);
      const data = location.searchParams.get('data') as string;
      location.searchParams.set(
        'data',
        `${data.slice(0, -4)}${data.slice(-4) === 'zzzz' ? 'yyyy' : 'zzzz'}`,
      );
      await route.fulfill({ status: 303, headers: { location: location.toString() } });
    });
    await page.getByRole('button', { name: 'Sign message' }).click();
    await inPhantom(page, 'Sign message');
    await page.unroute(signMessageLink);
    await expect(page.getByTestId('redirect-error')).toHaveText('Unable to decrypt data');
    await expectCleanAddressBar(page);
  });

  test('a reload in the middle of a flow loses nothing, and a reload after it replays nothing', async () => {
    await page.getByRole('button', { name: 'Sign message' }).click();
    // The deep link leaves after the crypto chunk loads: on a busy machine that can take seconds.
    await expect(page).toHaveTitle('Phantom (sandbox)', { timeout: 15_000 });
    await page.reload();
    await inPhantom(page, 'Sign message');
    await expect(page.getByTestId('redirect-verdict')).toHaveText('signature verified');
    await page.reload();
    await expect(page.getByTestId('status')).toHaveText('connected');
    await expect(page.getByTestId('redirect-method')).toHaveCount(0);
  });

  test('an old answer replayed while another request is pending is refused', async () => {
    // Keep a real answer as it comes back from the app…
    let oldAnswer: string | undefined;
    const signMessageLink = (url: URL) => url.pathname.endsWith('/signMessage');
    await page.route(signMessageLink, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const response = await route.fetch({ maxRedirects: 0 });
      oldAnswer = response.headers().location as string;
      await route.fulfill({ status: 303, headers: { location: oldAnswer } });
    });
    await page.getByRole('button', { name: 'Sign message' }).click();
    await inPhantom(page, 'Sign message');
    await page.unroute(signMessageLink);
    await expect(page.getByTestId('redirect-verdict')).toHaveText('signature verified');
    expect(oldAnswer).toContain('nonce=');

    // …then, with a new request pending, someone sends the user back with the old answer.
    await page.getByRole('button', { name: 'Sign message' }).click();
    // The deep link leaves after the crypto chunk loads: on a busy machine that can take seconds.
    await expect(page).toHaveTitle('Phantom (sandbox)', { timeout: 15_000 });
    await page.goto(oldAnswer as string);
    await expect(page.getByTestId('redirect-error')).toHaveText(
      /^The wallet's answer is malformed: /,
    );
    await expect(page.getByTestId('redirect-verdict')).toHaveCount(0);
    await expect(page.getByTestId('status')).toHaveText('connected');
    await expectCleanAddressBar(page);
  });

  test('disconnect clears every latchkey: Phantom key and tells the app', async () => {
    const address = phantomAddress();
    const account = await openAccountMenu(page, address);
    // The app ends the session without asking and sends the user straight back: wait for the
    // link to be answered and the demo to load again before reading its storage.
    const answered = page.waitForResponse((response) =>
      response.url().includes('/ul/v1/disconnect'),
    );
    const back = page.waitForEvent('load');
    await account.getByRole('button', { name: 'Disconnect' }).click();
    expect((await answered).status()).toBe(303);
    await back;
    await expect(page.getByTestId('status')).toHaveText('disconnected');
    expect(await phantomKeysInStorage(page)).toEqual([]);
    await expectCleanAddressBar(page);
  });
});
