import { expect, type Page } from '@playwright/test';
import { demoUrl, startSendToBurner } from './demo-env.js';

/** WebAuthn needs a domain, not an IP: passkey specs open the demo as localhost. */
export function localhostDemoUrl(): string {
  const url = new URL(demoUrl());
  url.hostname = 'localhost';
  return url.toString();
}

/**
 * Gives the page a virtual platform authenticator (DevTools protocol) that answers every passkey
 * prompt as a user who approves — or, with `{ touched: false }`, leaves every prompt waiting for
 * a touch until `answerAtOnce()`. With `holding`, it already holds that passkey (one synced from
 * another device; `transport: 'usb'` for a security key or a phone nearby instead). Returns that,
 * and a way to read the passkeys it holds.
 */
export async function addPasskeyAuthenticator(
  page: Page,
  options: { touched?: boolean; holding?: unknown; transport?: 'internal' | 'usb' } = {},
) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: options.transport ?? 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: options.touched ?? true,
    },
  });
  if (options.holding) {
    await cdp.send('WebAuthn.addCredential', {
      authenticatorId,
      credential: options.holding as never,
    });
  }
  return {
    answerAtOnce: () =>
      cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: true }),
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

/** Fails when anything in localStorage or sessionStorage looks like private key material. */
export async function expectNoKeyMaterial(page: Page) {
  const entries = await page.evaluate(() => {
    const values: string[] = [];
    // A page left for another document (a wallet's, about:blank) has no storage of ours to check.
    let stores: Storage[];
    try {
      stores = [localStorage, sessionStorage];
    } catch {
      return values;
    }
    for (const store of stores) {
      for (let i = 0; i < store.length; i += 1) {
        const key = store.key(i) as string;
        values.push(`${key}=${store.getItem(key)}`);
      }
    }
    return values;
  });
  for (const entry of entries) {
    expect(entry).not.toMatch(/"d"\s*:|privateKey"\s*:\s*"|credentialBundle|-----BEGIN/);
    // No bare 32-byte secret in hex (public keys are 33 or 65 bytes).
    expect(entry).not.toMatch(/(?<![0-9a-fA-F])[0-9a-fA-F]{64}(?![0-9a-fA-F])/);
  }
}

interface Mail {
  to: string;
  kind: string;
  otpCode?: string;
  credentialBundle?: string;
}

/** What the newest mail to `email` in the sandbox's outbox carries under `read`, once there is one. */
async function lastMailFor(email: string, read: (mail: Mail) => string | undefined) {
  const url = process.env.LATCHKEY_MAILBOX_URL;
  if (!url) throw new Error('LATCHKEY_MAILBOX_URL is not set; run through playwright.config.ts');
  let found: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await fetch(url)).json()) as Mail[];
      found = mails
        .filter((mail) => mail.to === email && read(mail))
        .map(read)
        .at(-1);
      return found;
    })
    .toBeTruthy();
  return found as string;
}

/** The last one-time code the sandbox's custody server "emailed" to `email` (its outbox). */
export function lastCodeFor(email: string): Promise<string> {
  return lastMailFor(email, (mail) => mail.otpCode);
}

/**
 * The last recovery code the sandbox's custody server "emailed" to `email` (its outbox): the
 * credential bundle `POST /embedded/email-recovery` had sealed to the recovery frame's key, which
 * the user pastes.
 */
export function lastRecoveryCodeFor(email: string): Promise<string> {
  return lastMailFor(email, (mail) =>
    mail.kind === 'RECOVERY' ? mail.credentialBundle : undefined,
  );
}

/**
 * Signs up for an embedded wallet in the demo's connect dialog (the page needs a passkey
 * authenticator) and returns the wallet's Solana address once connected.
 */
export async function signUpWithPasskey(page: Page, email: string): Promise<string> {
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
  const embedded = dialog.getByRole('region', { name: 'Embedded wallet' });
  // Email first, then the passkey path, where a new wallet is created.
  await embedded.getByLabel('Email').fill(email);
  await embedded.getByRole('button', { name: 'Continue with a passkey' }).click();
  await expect(embedded.getByLabel('Email')).toHaveValue(email);
  await embedded.getByRole('button', { name: 'Create a passkey wallet' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(page.getByTestId('status')).toHaveText('connected');
  return (await page.getByTestId('wallet-address').textContent()) as string;
}

/**
 * Opens the demo's connect dialog, asks for an email code, waits until the dialog says it was
 * sent, and returns the dialog, its embedded-wallet region and the code from the outbox.
 */
export async function requestEmailCode(page: Page, email: string) {
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
  const embedded = dialog.getByRole('region', { name: 'Embedded wallet' });
  await embedded.getByLabel('Email').fill(email);
  await embedded.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(embedded).toContainText(`We sent a code to ${email}.`);
  return { dialog, embedded, code: await lastCodeFor(email) };
}

/** How long Latchkey's approval view ignores presses after it appears (use-press-guard.ts). */
const APPROVAL_PRESS_GUARD_MS = 500;

/**
 * Approves in Latchkey's approval view, as the embedded wallet asks before every signature:
 * waits for the view and its simulation (Approve is disabled until then), lets the view's first
 * moment pass (a press then is ignored), clicks Approve and waits for the view to close.
 */
export async function approveInLatchkey(page: Page) {
  const view = page.getByTestId('latchkey-approval');
  const approve = view.getByTestId('latchkey-approval-approve');
  await expect(approve).toBeEnabled({ timeout: 20_000 });
  await page.waitForTimeout(APPROVAL_PRESS_GUARD_MS);
  await approve.click();
  await expect(view).toBeHidden();
}

/**
 * In the demo, with an embedded wallet connected: airdrops 1 SOL to it, then sends `amount` SOL
 * to the demo's burner with "Send with wallet" and approves in Latchkey's view (a toast follows).
 */
export async function airdropAndSendToBurner(page: Page, amount: string) {
  await page.getByRole('button', { name: 'Airdrop 1 SOL' }).click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('1 SOL', { timeout: 20_000 });
  await startSendToBurner(page, amount);
  await approveInLatchkey(page);
}
