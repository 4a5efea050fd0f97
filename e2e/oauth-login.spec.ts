import { type Browser, expect, type Page, test } from '@playwright/test';
import { disconnectFromAccountMenu } from './account-menu.js';
import { demoUrl } from './demo-env.js';
import { approveInLatchkey, expectNoKeyMaterial, requestEmailCode } from './embedded-helpers.js';
import { answerOpenIdProvider, chooseOpenIdAccount } from './session-helpers.js';

// Social login (issue 28) against the sandbox's real OpenID provider ("Sandbox Google", built on
// oidc-provider): the browser makes the session key, the provider's page opens with PKCE and the
// key's hash as the nonce, the product server verifies the ID token and has the custody emulator
// log the key in. A popup on desktops, the whole page by redirect on phones.

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const connectDialog = (page: Page) => page.getByRole('dialog', { name: 'Connect a wallet' });

/** Continue with a provider in the connect dialog; the popup, signed in as `email`; the address. */
async function signInWithPopup(
  page: Page,
  email: string,
  options: { verified?: boolean; provider?: 'Google' | 'Apple' } = {},
) {
  const provider = options.provider ?? 'Google';
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  const popupOpened = page.waitForEvent('popup');
  await connectDialog(page)
    .getByRole('button', { name: `Continue with ${provider}` })
    .click();
  await expect(connectDialog(page).getByTestId('latchkey-oauth-asking')).toHaveText(
    `Finish signing in with ${provider}…`,
  );
  // The provider may remember the person from before and return at once; else it asks.
  await answerOpenIdProvider(await popupOpened, email, options);
  await expect(connectDialog(page)).toBeHidden({ timeout: 20_000 });
  await expect(page.getByTestId('status')).toHaveText('connected');
  return (await page.getByTestId('wallet-address').textContent()) as string;
}

async function signMessage(page: Page) {
  await page.getByRole('button', { name: 'Sign message' }).click();
  await approveInLatchkey(page);
  await expect(page.getByTestId('message-verified')).toHaveText('verified', { timeout: 20_000 });
}

function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test.describe('social login (Sandbox Google)', () => {
  test('signs up in a popup, signs a message, signs out, and signs in again to the same wallet', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    const email = `ada+${Date.now()}@example.com`;
    await page.goto(demoUrl());
    const address = await signInWithPopup(page, email);
    expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    await signMessage(page);
    await expectNoKeyMaterial(page);

    await disconnectFromAccountMenu(page, address);
    await expect(page.getByTestId('status')).toHaveText('disconnected');
    expect(await signInWithPopup(page, email)).toBe(address);
    await signMessage(page);
    expect(errors).toEqual([]);
  });

  test('a closed popup is a quiet cancellation: back to the list, no error', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(demoUrl());
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    const popupOpened = page.waitForEvent('popup');
    await connectDialog(page).getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpened;
    await popup.getByTestId('openid-other-email').waitFor();
    await popup.close();
    const embedded = connectDialog(page).getByRole('region', { name: 'Embedded wallet' });
    await expect(embedded.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    await expect(connectDialog(page).getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('status')).toHaveText('disconnected');
    expect(errors).toEqual([]);
  });

  test('on a phone it goes by redirect and comes back signed in, the address clean', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({
      userAgent: IPHONE,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const email = `grace+${Date.now()}@example.com`;
    await page.goto(demoUrl());
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await connectDialog(page).getByRole('button', { name: 'Continue with Google' }).click();
    // The page itself goes to the provider (no popup) and comes back.
    await page.waitForURL((url) => url.pathname.includes('/google'));
    await chooseOpenIdAccount(page, email);
    await expect(page.getByTestId('status')).toHaveText('connected', { timeout: 20_000 });
    expect(new URL(page.url()).searchParams.has('code')).toBe(false);
    expect(new URL(page.url()).searchParams.has('state')).toBe(false);
    const address = (await page.getByTestId('wallet-address').textContent()) as string;
    await signMessage(page);
    await expectNoKeyMaterial(page);

    // Signed out and back by redirect again: the same wallet.
    await disconnectFromAccountMenu(page, address);
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await connectDialog(page).getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL(
      (url) => url.pathname.includes('/google') || url.searchParams.has('code'),
    );
    if (await page.getByTestId('openid-other-email').isVisible())
      await chooseOpenIdAccount(page, email);
    await expect(page.getByTestId('wallet-address')).toHaveText(address, { timeout: 20_000 });
    await context.close();
    expect(errors).toEqual([]);
  });

  test("an email-login user's verified Google email reaches their wallet; an unverified one does not", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const email = `linus+${Date.now()}@example.com`;
    // Signed up by email code first.
    const first = await freshPage(browser);
    await first.page.goto(demoUrl());
    const { dialog, embedded, code } = await requestEmailCode(first.page, email);
    await embedded.getByLabel('Code').fill(code);
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    const address = (await first.page.getByTestId('wallet-address').textContent()) as string;
    await first.context.close();

    // Google says the same email, verified: the same wallet.
    const verified = await freshPage(browser);
    await verified.page.goto(demoUrl());
    expect(await signInWithPopup(verified.page, email)).toBe(address);
    await verified.context.close();

    // Another person (at Sandbox Apple) whose token names the same email, unverified: a new
    // wallet, not this user's.
    const unverified = await freshPage(browser);
    await unverified.page.goto(demoUrl());
    const other = await signInWithPopup(unverified.page, email, {
      verified: false,
      provider: 'Apple',
    });
    expect(other).not.toBe(address);
    await unverified.context.close();
  });
});
