import { expect, test } from '@playwright/test';
import { openAccountMenu } from './account-menu.js';
import {
  addPasskeyAuthenticator,
  approveInLatchkey,
  expectNoKeyMaterial,
  localhostDemoUrl,
  signUpWithPasskey,
} from './embedded-helpers.js';

// Passkey recovery (`recoverWithPasskey`), end to end in Chromium: a user signs up with a
// passkey on one device; on another device — a fresh browser context, nothing stored, its own
// platform authenticator empty — "Lost your passkey?" → "Use a passkey from another device"
// signs in with the first device's passkey, offered by a roaming authenticator (standing in for
// the phone or security key that holds it; Chromium's virtual authenticators have no hybrid
// transport), to the same wallet. The recovery is noted as one by passkey: it opens no
// email recovery session, so the menu offers no "Add a passkey".

test('recovers the wallet on a new device with a passkey from another device', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  // First device: sign up; its platform authenticator holds the passkey.
  const laptop = await addPasskeyAuthenticator(page);
  await page.goto(localhostDemoUrl());
  const address = await signUpWithPasskey(page, `ada+${Date.now()}@example.com`);
  const [passkey] = await laptop.credentials();
  expect(passkey?.isResidentCredential).toBe(true);

  // Second device: nothing stored, and the first device's passkey only on a roaming authenticator.
  const device = await browser.newContext();
  const phone = await device.newPage();
  const errors: string[] = [];
  phone.on('pageerror', (error) => errors.push(error.message));
  // This device's own platform authenticator holds no passkey for the site.
  const own = await addPasskeyAuthenticator(phone);
  const roaming = await addPasskeyAuthenticator(phone, { holding: passkey, transport: 'usb' });
  await phone.goto(localhostDemoUrl());
  // Nothing of the user here: no embedded user, session or recovery stored.
  const stored = await phone.evaluate(() => Object.keys(localStorage));
  expect(stored.filter((key) => key.startsWith('latchkey:embedded:'))).toEqual([]);
  await expect(phone.getByTestId('status')).toHaveText('disconnected');

  await phone.getByRole('button', { name: 'Connect wallet' }).click();
  const dialog = phone.getByRole('dialog', { name: 'Connect a wallet' });
  const embedded = dialog.getByRole('region', { name: 'Embedded wallet' });
  await embedded.getByRole('button', { name: 'Continue with a passkey' }).click();
  await embedded.getByRole('button', { name: 'Lost your passkey?' }).click();
  await expect(dialog.getByRole('heading', { name: 'Recover your wallet' })).toBeVisible();
  await embedded.getByRole('button', { name: 'Use a passkey from another device' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(phone.getByTestId('status')).toHaveText('connected');
  await expect(phone.getByTestId('wallet-address')).toHaveText(address);

  // Noted as a passkey recovery, with the 1800 s expiry; no passkey was made on this device.
  const recovery = JSON.parse(
    (await phone.evaluate(() => localStorage.getItem('latchkey:embedded:recovery'))) as string,
  );
  expect(recovery).toMatchObject({ recoveryType: 'passkey' });
  expect(recovery.expiresAt - recovery.createdAt).toBe(1_800_000);
  expect(await own.credentials()).toEqual([]);
  const credentials = await roaming.credentials();
  expect(credentials.map((credential) => credential.credentialId)).toEqual([passkey?.credentialId]);
  // The other device's passkey is the one that signed (its counter moved).
  expect(credentials[0]?.signCount).toBeGreaterThan(passkey?.signCount ?? 0);

  // The recovered wallet signs with a session key the passkey authorized.
  await phone.getByRole('button', { name: 'Sign message' }).click();
  await approveInLatchkey(phone);
  await expect(phone.getByTestId('message-verified')).toHaveText('verified', { timeout: 20_000 });

  // Not an email recovery session: adding a passkey is not offered. (The menu asks the wallet
  // whether one is open as it mounts; after an email recovery the button shows within this.)
  const account = await openAccountMenu(phone, address);
  await expect(account.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  await phone.waitForTimeout(500);
  await expect(account.getByRole('button', { name: 'Add a passkey' })).toHaveCount(0);
  await account.getByRole('button', { name: 'Disconnect' }).click();
  await expect(phone.getByTestId('status')).toHaveText('disconnected');
  await expectNoKeyMaterial(phone);
  expect(errors).toEqual([]);
  await device.close();
});
