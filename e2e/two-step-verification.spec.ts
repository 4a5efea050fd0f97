import { ed25519 } from '@noble/curves/ed25519.js';
import { expect, type Page, test } from '@playwright/test';
import { getBase58Decoder, getBase58Encoder } from '@solana/kit';
import { Secret, TOTP } from 'otpauth';
import { openAccountMenu } from './account-menu.js';
import { demoUrl } from './demo-env.js';
import { lastRecoveryCodeFor, localhostDemoUrl, requestEmailCode } from './embedded-helpers.js';
import { screenshotPath } from './screenshot-path.js';
import { sessionStatus, signInWithTestWallet } from './session-helpers.js';

// Two-step verification from the account menu (issue 41): a wallet user sets up an authenticator
// app (this test reads the secret and computes the app's codes), then removing a linked
// credential asks for a code — a wrong one is refused, the right one lets it go on — and the
// server itself refuses the same call without a recent factor. global-setup makes a factor count
// for 5 s, so the test sees the ask without waiting 15 minutes.

/** What the app shows for the secret, `steps` periods of 30 s from now. */
const appCode = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

test('an authenticator app is set up, then asked for before a credential is removed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const run = crypto.randomUUID();
  await page.goto(
    new URL(
      `?testWallet&testWalletSeed=mfa-${run}&testWalletSecond=mfa2-${run}`,
      demoUrl(),
    ).toString(),
  );
  const address = await signInWithTestWallet(page);
  await page.getByRole('button', { name: 'Link Second Test Wallet' }).click();
  const account = await openAccountMenu(page, address);
  const factors = account.getByTestId('latchkey-second-factors');
  await expect(factors.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await factors.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(
    factors.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  const secret = ((await factors.getByTestId('latchkey-totp-secret').textContent()) ?? '').replace(
    /\s/g,
    '',
  );
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await factors.getByRole('button', { name: 'Turn on' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('account-totp-setup.png') });

  const field = factors.getByLabel('Then enter the 6-digit code it shows');
  await field.fill('000000');
  await factors.getByRole('button', { name: 'Turn on' }).click();
  await expect(factors.getByRole('alert')).toHaveText('The code is wrong or was already used');
  await field.fill(appCode(secret));
  await factors.getByRole('button', { name: 'Turn on' }).click();
  const codes = factors.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.screenshot({ path: screenshotPath('account-recovery-codes.png') });
  await factors.getByRole('button', { name: 'Done' }).click();
  await expect(factors.getByText('Authenticator app', { exact: true })).toBeVisible();
  await expect(factors.getByText(/^Added \w+ \d+, \d{4}/)).toBeVisible();

  // The factor's 5 s pass: removing the linked wallet now asks for a code.
  await page.waitForTimeout(5_500);
  const session = account.getByTestId('latchkey-session');
  await session.getByRole('button', { name: /^Remove Second Test Wallet/ }).click();
  await session.getByRole('button', { name: 'Remove', exact: true }).click();
  const prompt = account.getByTestId('latchkey-mfa-prompt');
  await expect(prompt.getByRole('heading', { name: 'Verify it’s you' })).toBeVisible();
  await expect(session).toBeHidden();
  const code = prompt.getByLabel('Enter the 6-digit code from your authenticator app');
  await code.fill('123456');
  await prompt.getByRole('button', { name: 'Verify' }).click();
  await expect(prompt.getByRole('alert')).toHaveText('The code is wrong or was already used');
  await page.screenshot({ path: screenshotPath('account-mfa-prompt.png') });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: screenshotPath('account-mfa-prompt-dark.png') });
  await page.emulateMedia({ colorScheme: 'light' });
  // The code of the next step: the enrolment used this one, and a code counts once.
  await code.fill(appCode(secret, 1));
  await prompt.getByRole('button', { name: 'Verify' }).click();
  await expect(prompt).toBeHidden();
  await expect(
    session.getByRole('list', { name: 'Linked credentials' }).getByRole('listitem'),
  ).toHaveCount(1);
  await expect(sessionStatus(page)).toHaveText('Signed in');

  // The browser cannot skip it: the same call straight to the server, once the factor's window
  // has passed, is refused.
  await page.waitForTimeout(5_500);
  const accessToken = await page.evaluate(
    () => JSON.parse(localStorage.getItem('latchkey:session') ?? '{}').accessToken as string,
  );
  const direct = await fetch(
    `${process.env.VITE_LATCHKEY_PRODUCT_API_URL}/auth/mfa/recovery-codes`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: 'Bearer sandbox-token',
        'X-Latchkey-Session': accessToken,
      },
      body: JSON.stringify({ environmentId: 'sandbox' }),
    },
  );
  expect(direct.status).toBe(403);
  expect(await direct.json()).toMatchObject({ error: { code: 'MFA_REQUIRED' } });
  expect(errors).toEqual([]);
});

test('email recovery of an account with an authenticator app asks for its code', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `hedy+${Date.now()}@example.com`;
  const { account, secret } = await emailUserWithApp(page, email);
  await account.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByTestId('status')).toHaveText('disconnected');

  // The inbox alone no longer recovers the wallet: the dialog asks for the app's code.
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
  const embedded = dialog.getByRole('region', { name: 'Embedded wallet' });
  await embedded.getByLabel('Email').fill(email);
  await embedded.getByRole('button', { name: 'Continue with a passkey' }).click();
  await embedded.getByRole('button', { name: 'Lost your passkey?' }).click();
  await embedded.getByRole('button', { name: 'Email me a code' }).click();
  const factor = embedded.getByLabel(`${email} has two-step verification`, { exact: false });
  await expect(factor).toBeVisible();
  await factor.fill('000000');
  await embedded.getByRole('button', { name: 'Email me a code' }).click();
  await expect(embedded.getByRole('alert')).toHaveText('The code is wrong or was already used');
  await page.screenshot({ path: screenshotPath('recovery-second-factor.png') });
  await factor.fill(appCode(secret, 1));
  await embedded.getByRole('button', { name: 'Email me a code' }).click();
  await expect(embedded).toContainText(`If ${email} has a wallet, a recovery code is on its way.`);
  expect(await lastRecoveryCodeFor(email)).toEqual(expect.any(String));
});

/** An email-login user of the demo with an authenticator app set up; its secret and address. */
async function emailUserWithApp(page: Page, email: string) {
  await page.goto(localhostDemoUrl());
  const login = await requestEmailCode(page, email);
  await login.embedded.getByLabel('Code').fill(login.code);
  await expect(page.getByTestId('status')).toHaveText('connected', { timeout: 20_000 });
  await expect(sessionStatus(page)).toHaveText('Signed in');
  const address = (await page.getByTestId('wallet-address').textContent()) as string;
  const account = await openAccountMenu(page, address);
  const factors = account.getByTestId('latchkey-second-factors');
  await factors.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = ((await factors.getByTestId('latchkey-totp-secret').textContent()) ?? '').replace(
    /\s/g,
    '',
  );
  await factors.getByLabel('Then enter the 6-digit code it shows').fill(appCode(secret));
  await factors.getByRole('button', { name: 'Turn on' }).click();
  await factors.getByRole('button', { name: 'Done' }).click();
  return { account, address, secret };
}

test('key export asks for the authenticator app’s code; the server refuses it without one', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const { account, address, secret } = await emailUserWithApp(
    page,
    `ada+${Date.now()}@example.com`,
  );

  // The factor's 5 s pass: the export now asks for a code first.
  await page.waitForTimeout(5_500);
  await account.getByRole('button', { name: 'Export private key' }).click();
  const prompt = account.getByTestId('latchkey-mfa-prompt');
  await expect(prompt.getByRole('heading', { name: 'Verify it’s you' })).toBeVisible();
  const code = prompt.getByLabel('Enter the 6-digit code from your authenticator app');
  await code.fill('000000');
  await prompt.getByRole('button', { name: 'Verify' }).click();
  await expect(prompt.getByRole('alert')).toHaveText('The code is wrong or was already used');
  // The code of the next step: the enrolment used this one, and a code counts once.
  await code.fill(appCode(secret, 1));
  await prompt.getByRole('button', { name: 'Verify' }).click();
  await expect(prompt).toBeHidden();
  await expect(account).toContainText('Your secret is shown only inside the frame below', {
    timeout: 20_000,
  });
  // The key in the frame is this wallet's.
  const frame = page.frameLocator('iframe[id^="latchkey-export-frame-"]');
  const shown = (await frame.locator('#exported-secret').textContent()) as string;
  const keypair = new Uint8Array(getBase58Encoder().encode(shown));
  expect(getBase58Decoder().decode(ed25519.getPublicKey(keypair.subarray(0, 32)))).toBe(address);

  // The browser cannot skip it: the export straight from the server, once the factor's window
  // has passed, is refused.
  await page.waitForTimeout(5_500);
  const accessToken = await page.evaluate(
    () => JSON.parse(localStorage.getItem('latchkey:session') ?? '{}').accessToken as string,
  );
  const direct = await fetch(`${process.env.VITE_LATCHKEY_PRODUCT_API_URL}/auth/export`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: 'Bearer sandbox-token',
      'X-Latchkey-Session': accessToken,
    },
    body: JSON.stringify({
      environmentId: 'sandbox',
      address,
      targetPublicKey: `04${'11'.repeat(64)}`,
    }),
  });
  expect(direct.status).toBe(403);
  expect(await direct.json()).toMatchObject({ error: { code: 'MFA_REQUIRED' } });
  expect(errors).toEqual([]);
});
