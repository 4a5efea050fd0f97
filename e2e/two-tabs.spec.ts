import { expect, type Page, test } from '@playwright/test';
import { disconnectFromAccountMenu } from './account-menu.js';
import {
  addPasskeyAuthenticator,
  approveInLatchkey,
  expectNoKeyMaterial,
  localhostDemoUrl,
  signUpWithPasskey,
} from './embedded-helpers.js';

// Two tabs of the same app at once, sharing storage: the second comes up signed in to the same
// embedded wallet and signs with the session key the first one made (it has no passkey of its
// own, so any need for one would fail); both sign and send at the same moment; a sign-out in one
// is respected by the other on its next load.

async function signAndSend(page: Page, recipient: string, amount: string) {
  // Each tab its own message: two identical requests stamped in the same millisecond are one
  // stamp, which the custody server refuses the second time as a replay.
  await page
    .getByLabel('Message', { exact: true })
    .fill(`Hello from the tab sending ${amount} SOL`);
  await page.getByRole('button', { name: 'Sign message' }).click();
  // Latchkey's approval view is modal: each signature is approved before the page goes on.
  await approveInLatchkey(page);
  await page.getByLabel('To', { exact: true }).fill(recipient);
  await page.getByLabel('Amount (SOL)').first().fill(amount);
  await page.getByRole('button', { name: 'Send with wallet' }).click();
  await approveInLatchkey(page);
  await expect(page.getByTestId('message-verified')).toHaveText('verified', { timeout: 20_000 });
  await expect(page.getByTestId('wallet-send-stage')).toHaveText('confirmed', { timeout: 20_000 });
}

test('two tabs share one embedded wallet and its session, sign and send at once, and sign-out holds', async ({
  context,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  const first = await context.newPage();
  first.on('pageerror', (error) => errors.push(error.message));
  await addPasskeyAuthenticator(first);
  await first.goto(localhostDemoUrl());
  const address = await signUpWithPasskey(first, 'two-tabs@example.com');
  // The first signature makes the session key (authorized by the passkey), kept in IndexedDB.
  await first.getByRole('button', { name: 'Sign message' }).click();
  await approveInLatchkey(first);
  await expect(first.getByTestId('message-verified')).toHaveText('verified', { timeout: 20_000 });
  await first.getByRole('button', { name: 'Airdrop 1 SOL' }).click();
  await expect(first.getByTestId('wallet-balance')).toHaveText('1 SOL', { timeout: 20_000 });

  // The second tab: no authenticator at all, yet signed in and able to sign.
  const second = await context.newPage();
  second.on('pageerror', (error) => errors.push(error.message));
  await second.goto(localhostDemoUrl());
  await expect(second.getByTestId('status')).toHaveText('connected', { timeout: 20_000 });
  await expect(second.getByTestId('wallet-address')).toHaveText(address);

  // Both sign and send at the same moment, each to the other's burner address.
  const firstBurner = (await first.getByTestId('burner-address').textContent()) as string;
  const secondBurner = (await second.getByTestId('burner-address').textContent()) as string;
  await Promise.all([
    signAndSend(first, secondBurner, '0.1'),
    signAndSend(second, firstBurner, '0.2'),
  ]);

  // Signed out in the first tab: the second does not come back signed in on its next load.
  await disconnectFromAccountMenu(first, address);
  await expect(first.getByTestId('status')).toHaveText('disconnected');
  await second.reload();
  await second.waitForTimeout(3_500); // past the silent reconnect's wait
  await expect(second.getByTestId('status')).toHaveText('disconnected');
  await expectNoKeyMaterial(first);
  await expectNoKeyMaterial(second);
  expect(errors).toEqual([]);
});
