import { ed25519 } from '@noble/curves/ed25519.js';
import { expect, type Page, test } from '@playwright/test';
import { mnemonicToSeedSync } from '@scure/bip39';
import { getBase58Decoder, getBase58Encoder } from '@solana/kit';
import { HDKey } from 'micro-ed25519-hdkey';
import { openAccountMenu } from './account-menu.js';
import { addPasskeyAuthenticator, localhostDemoUrl } from './embedded-helpers.js';

// Key export in Chromium: the custody server seals the wallet's key to its export frame (a
// cross-origin iframe), which checks the enclave's signature and shows the key. The test reads
// it from inside the frame and proves it is the wallet's key; the host page cannot reach it.

/** Signs a new user up with a (virtual) passkey and opens their account dialog. */
async function signUpAndOpenAccount(page: Page, email: string) {
  await addPasskeyAuthenticator(page);
  await page.goto(localhostDemoUrl());

  await page.getByRole('button', { name: 'Connect wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
  const embedded = dialog.getByRole('region', { name: 'Embedded wallet' });
  await embedded.getByLabel('Email').fill(email);
  await embedded.getByRole('button', { name: 'Continue with a passkey' }).click();
  await embedded.getByRole('button', { name: 'Create a passkey wallet' }).click();
  await expect(page.getByTestId('status')).toHaveText('connected', { timeout: 20_000 });
  const address = (await page.getByTestId('wallet-address').textContent()) as string;

  const account = await openAccountMenu(page, address);
  return { account, address };
}

test('exports the embedded wallet key into the export frame only', async ({ page }) => {
  test.setTimeout(90_000);
  const { account, address } = await signUpAndOpenAccount(page, 'export@example.com');
  await account.getByRole('button', { name: 'Export private key' }).click();
  await expect(account).toContainText('Your secret is shown only inside the frame below', {
    timeout: 20_000,
  });

  const frame = page.frameLocator('iframe[id^="latchkey-export-frame-"]');
  const secret = (await frame.locator('#exported-secret').textContent()) as string;
  const keypair = new Uint8Array(getBase58Encoder().encode(secret));
  expect(keypair).toHaveLength(64);
  expect(getBase58Decoder().decode(ed25519.getPublicKey(keypair.subarray(0, 32)))).toBe(address);
  expect(getBase58Decoder().decode(keypair.subarray(32))).toBe(address);

  // The host page's script cannot look inside the frame, and the key is nowhere in its DOM or storage.
  const hostView = await page.evaluate(() => {
    const iframe = document.querySelector(
      'iframe[id^="latchkey-export-frame-"]',
    ) as HTMLIFrameElement;
    const storage = [localStorage, sessionStorage].flatMap((store) =>
      Array.from({ length: store.length }, (_, i) => store.getItem(store.key(i) as string) ?? ''),
    );
    return {
      frameDocument: iframe.contentDocument,
      html: document.documentElement.outerHTML,
      storage,
    };
  });
  expect(hostView.frameDocument).toBeNull();
  expect(hostView.html).not.toContain(secret);
  for (const value of hostView.storage) expect(value).not.toContain(secret);

  // A reload with the key on screen: the frame goes, the wallet stays, and export works again.
  await page.reload();
  await expect(page.getByTestId('status')).toHaveText('connected', { timeout: 20_000 });
  await expect(page.locator('iframe[id^="latchkey-export-frame-"]')).toHaveCount(0);
  const again = await openAccountMenu(page, address);
  await again.getByRole('button', { name: 'Export private key' }).click();
  const secondFrame = page.frameLocator('iframe[id^="latchkey-export-frame-"]');
  await expect(secondFrame.locator('#exported-secret')).toHaveText(secret, { timeout: 20_000 });
});

test('exports the recovery phrase into the export frame; it derives the wallet', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { account, address } = await signUpAndOpenAccount(page, 'phrase@example.com');
  await account.getByRole('button', { name: 'Export recovery phrase' }).click();
  await expect(account).toContainText('Your secret is shown only inside the frame below', {
    timeout: 20_000,
  });
  const frame = page.frameLocator('iframe[id^="latchkey-export-frame-"]');
  const phrase = ((await frame.locator('#exported-secret').textContent()) as string).trim();
  expect(phrase.split(' ')).toHaveLength(12);
  const key = HDKey.fromMasterSeed(mnemonicToSeedSync(phrase)).derive("m/44'/501'/0'/0'");
  expect(getBase58Decoder().decode(ed25519.getPublicKey(key.privateKey))).toBe(address);
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  expect(html).not.toContain(phrase);
});
