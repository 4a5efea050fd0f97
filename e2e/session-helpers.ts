import { expect, type Page } from '@playwright/test';

/** The demo's session panel's status: 'Signed in' once a connect has signed in. */
export const sessionStatus = (page: Page) =>
  page.getByRole('region', { name: 'Your session' }).getByTestId('session-status');

/**
 * Connects the demo's test wallet (`?testWallet`), which signs in, and returns its address once
 * the session panel says signed in.
 */
export async function signInWithTestWallet(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /^Latchkey Test Wallet/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Latchkey Test Wallet' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(sessionStatus(page)).toHaveText('Signed in');
  return (await page.getByTestId('wallet-address').textContent()) as string;
}

/** At the sandbox OpenID provider's account page: signs in as `email` (a new person the first time). */
export async function chooseOpenIdAccount(
  provider: Page,
  email: string,
  options: { verified?: boolean } = {},
): Promise<void> {
  await provider.getByTestId('openid-other-email').fill(email);
  const verified = provider.getByTestId('openid-other-verified');
  if ((options.verified ?? true) !== (await verified.isChecked())) await verified.click();
  await provider.getByTestId('openid-other-submit').click();
}

/**
 * At the sandbox OpenID provider's page in `popup`: signs in as `email` (a new person the first
 * time; `verified: false` unticks the email's verification) — unless the provider remembers the
 * person and returns at once — and waits for the popup to close.
 */
export async function answerOpenIdProvider(
  popup: Page,
  email: string,
  options: { verified?: boolean } = {},
): Promise<void> {
  const closed = popup.waitForEvent('close');
  const asked = popup
    .getByTestId('openid-other-email')
    .waitFor()
    .then(() => 'asked' as const);
  if ((await Promise.race([closed.then(() => 'closed' as const), asked])) === 'asked') {
    await chooseOpenIdAccount(popup, email, options);
  }
  await closed;
}
