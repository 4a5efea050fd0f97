import { expect, type Page, test } from '@playwright/test';
import { demoUrl } from './demo-env.js';

// Email login for an embedded wallet in Chromium: the product API has the custody server
// "email" a one-time code (read here from the sandbox's outbox), the credential it earns is
// sealed to the custody server's auth frame — a cross-origin iframe — and stays there; the page
// only receives stamps.

interface Mail {
  to: string;
  kind: string;
  otpCode?: string;
}

async function lastCodeFor(email: string): Promise<string> {
  const url = process.env.LATCHKEY_MAILBOX_URL;
  if (!url) throw new Error('LATCHKEY_MAILBOX_URL is not set; run through playwright.config.ts');
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await fetch(url)).json()) as Mail[];
      code = mails.filter((mail) => mail.to === email && mail.otpCode).at(-1)?.otpCode;
      return code;
    })
    .toBeTruthy();
  return code as string;
}

async function expectNoKeyMaterial(page: Page) {
  const entries = await page.evaluate(() => {
    const values: string[] = [];
    for (const store of [localStorage, sessionStorage]) {
      for (let i = 0; i < store.length; i += 1) {
        const key = store.key(i) as string;
        values.push(`${key}=${store.getItem(key)}`);
      }
    }
    return values;
  });
  for (const entry of entries) {
    expect(entry).not.toMatch(/"d"\s*:|privateKey"\s*:\s*"|credentialBundle/);
    expect(entry).not.toMatch(/(?<![0-9a-fA-F])[0-9a-fA-F]{64}(?![0-9a-fA-F])/);
  }
}

test.describe('embedded wallet by email code', () => {
  test('logs in by emailed code through the auth frame, refusing a wrong code', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = `grace+${Date.now()}@example.com`;
    await page.goto(demoUrl());
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
    const embedded = dialog.getByRole('region', { name: 'Embedded wallet' });
    await embedded.getByLabel('Email').fill(email);
    await embedded.getByRole('button', { name: 'Email me a code' }).click();
    await expect(embedded).toContainText(`We sent a code to ${email}.`);
    const code = await lastCodeFor(email);

    await embedded.getByLabel('Code').fill('WRONGCODE');
    await embedded.getByRole('button', { name: 'Sign in with code' }).click();
    await expect(embedded.getByRole('alert')).toHaveText('The code is invalid or expired.');

    await embedded.getByLabel('Code').fill(code);
    await embedded.getByRole('button', { name: 'Sign in with code' }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await expect(page.getByTestId('status')).toHaveText('connected');
    // The auth frame is the custody server's page, on its own origin.
    const frame = page.locator('iframe[id^="latchkey-auth-frame-"]');
    await expect(frame).toHaveAttribute('src', /\/frames\/auth$/);

    await page.getByRole('button', { name: 'Sign message' }).click();
    await expect(page.getByTestId('message-verified')).toHaveText('verified', { timeout: 20_000 });
    await expectNoKeyMaterial(page);
    expect(errors).toEqual([]);
  });
});
