import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import {
  addPasskeyAuthenticator,
  approveInLatchkey,
  localhostDemoUrl,
  signUpWithPasskey,
} from './embedded-helpers.js';
import { screenshotPath } from './screenshot-path.js';

// Issue 40: an embedded wallet (passkey, custody server) asks in Latchkey's approval view before
// every signature. The view says what the transaction will do, from a simulation against the
// sandbox: what leaves the wallet (a real minus sign), who pays the network fee, what to read
// first (an account handed to another program) and a likely failure. Approve signs and sends;
// Reject, Escape included, is a quiet cancellation: nothing signed at the custody server (its
// activities, read over the sandbox's test route), no failed toast, no error in the demo.

/** The custody server's activities that sign something. */
const SIGNING_TYPES = new Set([
  'ACTIVITY_TYPE_SIGN_TRANSACTION_V2',
  'ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2',
  'ACTIVITY_TYPE_SIGN_RAW_PAYLOADS',
]);

interface CustodyActivity {
  id: string;
  type: string;
  organizationId: string;
  status: string;
  at: number;
}

/**
 * What the sandbox's custody server has signed so far, oldest first. Every organization's: the
 * specs run one at a time (`workers: 1`), so no other test signs meanwhile.
 */
async function signingActivities(): Promise<CustodyActivity[]> {
  const url = process.env.LATCHKEY_CUSTODY_ACTIVITIES_URL;
  if (!url)
    throw new Error('LATCHKEY_CUSTODY_ACTIVITIES_URL is not set; run through playwright.config.ts');
  const activities = (await (await fetch(url)).json()) as CustodyActivity[];
  return activities.filter((activity) => SIGNING_TYPES.has(activity.type));
}

const approvalView = (page: Page) => page.getByTestId('latchkey-approval');
const toasts = (page: Page) => page.getByRole('region', { name: 'Transaction progress' });

/** Waits for the view and its simulation (Approve is disabled until the preview is in). */
async function expectSimulated(page: Page) {
  const view = approvalView(page);
  await expect(view.getByTestId('latchkey-approval-approve')).toBeEnabled({ timeout: 20_000 });
  return view;
}

/**
 * Checks the open view with axe (WCAG 2.1 A and AA, as ui.spec does the rest of Latchkey's UI)
 * once its entrance is over, and photographs it.
 */
async function photograph(page: Page, name: string) {
  await page.waitForTimeout(250);
  const { violations } = await new AxeBuilder({ page })
    .include('[data-testid="latchkey-approval"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.map(
      (violation) =>
        `${name}: ${violation.id} (${violation.impact}) ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    ),
  ).toEqual([]);
  await page.screenshot({ path: screenshotPath(`approval-${name}.png`) });
}

/**
 * The send titled `title` was dropped quietly: no toast left for it, no failed toast at all, no
 * error under the form, and the stage back to idle.
 */
async function expectQuietCancellation(page: Page, title: string) {
  await expect(approvalView(page)).toBeHidden();
  await expect(page.getByTestId('wallet-send-stage')).toHaveText('idle');
  await expect(toasts(page).filter({ hasText: title })).toHaveCount(0);
  await expect(toasts(page).filter({ hasText: 'Transaction failed' })).toHaveCount(0);
  await expect(toasts(page).getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('wallet-send-error')).toHaveCount(0);
}

test.use({ viewport: { width: 1280, height: 800 } });

test.describe('the approval view', () => {
  const pageErrors: string[] = [];
  test.beforeEach(async ({ page }) => {
    pageErrors.length = 0;
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await addPasskeyAuthenticator(page);
    await page.goto(localhostDemoUrl());
  });
  test.afterEach(() => expect(pageErrors).toEqual([]));

  test('a SOL transfer: what leaves and the fee; Approve sends, Reject and Escape sign nothing', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUpWithPasskey(page, `approval-sol+${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Airdrop 1 SOL' }).click();
    const balance = page.getByTestId('wallet-balance');
    await expect(balance).toHaveText('1 SOL', { timeout: 20_000 });
    const recipient = (await page.getByTestId('burner-address').textContent()) as string;
    await page.getByLabel('To', { exact: true }).fill(recipient);
    const amount = page.getByLabel('Amount (SOL)').first();
    const send = page.getByRole('button', { name: 'Send with wallet' });

    // 0.25 SOL: the view, its focus on Reject, what leaves (U+2212) and the fee.
    await amount.fill('0.25');
    await send.click();
    const view = await expectSimulated(page);
    await expect(view.getByTestId('latchkey-approval-reject')).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'latchkey-approval-reject',
    );
    await expect(view.getByTestId('latchkey-approval-change')).toHaveText(['\u22120.25 SOL']);
    await expect(view.getByTestId('latchkey-approval-fee')).toHaveText('Network fee: 0.000005 SOL');
    await expect(view.getByTestId('latchkey-approval-warning')).toHaveCount(0);
    await expect(view.getByTestId('latchkey-approval-failure')).toHaveCount(0);
    await expect(view).toHaveAttribute('data-layout', 'modal');
    await photograph(page, 'send-desktop-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await photograph(page, 'send-desktop-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    // A phone held upright: the same view as a bottom sheet.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(view).toHaveAttribute('data-layout', 'sheet');
    await photograph(page, 'send-phone-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await photograph(page, 'send-phone-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(view).toHaveAttribute('data-layout', 'modal');

    const signedBefore = await signingActivities();
    await approveInLatchkey(page);
    await expect(page.getByTestId('wallet-send-stage')).toHaveText('confirmed', {
      timeout: 20_000,
    });
    await expect(balance).toHaveText('0.749995 SOL', { timeout: 20_000 });
    // Signed once the user approved, in the user's own sub-organization.
    const signedByApproval = (await signingActivities()).slice(signedBefore.length);
    expect(signedByApproval.length).toBeGreaterThan(0);
    const organizationId = (signedByApproval[0] as CustodyActivity).organizationId;
    expect(signedByApproval.every((activity) => activity.organizationId === organizationId)).toBe(
      true,
    );
    const signedAfterApproval = await signingActivities();
    const signedForUser = async () =>
      (await signingActivities()).filter((activity) => activity.organizationId === organizationId);
    const userSignedBefore = (await signedForUser()).length;

    // Reject: nothing signed, nothing said.
    await amount.fill('0.1');
    await send.click();
    await expectSimulated(page);
    await view.getByTestId('latchkey-approval-reject').click();
    await expectQuietCancellation(page, 'Send 0.1 SOL');

    // Escape is Reject.
    await amount.fill('0.2');
    await send.click();
    await expectSimulated(page);
    await page.keyboard.press('Escape');
    await expectQuietCancellation(page, 'Send 0.2 SOL');

    // The app pays the fee: the view says so (rejected too).
    await page.getByLabel('Let the app pay the network fee').check();
    await amount.fill('0.3');
    await send.click();
    await expectSimulated(page);
    await expect(view.getByTestId('latchkey-approval-fee')).toHaveText(
      'Network fee: paid by the app',
    );
    await expect(view.getByTestId('latchkey-approval-change')).toHaveText(['\u22120.3 SOL']);
    await photograph(page, 'sponsored-desktop-light');
    await view.getByTestId('latchkey-approval-reject').click();
    await expectQuietCancellation(page, 'Send 0.3 SOL');

    expect(await signedForUser()).toHaveLength(userSignedBefore);
    expect(await signingActivities()).toEqual(signedAfterApproval);
    await expect(balance).toHaveText('0.749995 SOL');
  });

  test('a token transfer in its decimals, an account given away, a send that will fail', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUpWithPasskey(page, `approval-wary+${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Airdrop 1 SOL' }).click();
    await expect(page.getByTestId('wallet-balance')).toHaveText('1 SOL', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Get test tokens' }).click();
    const splAmount = page
      .getByTestId('wallet-tokens')
      .locator('li', { hasText: 'SPL Token (6 decimals)' })
      .locator('.demo-token-amount');
    await expect(splAmount).toHaveText('10', { timeout: 20_000 });

    // 2.5 of the 6-decimal SPL Token mint, by the name the demo's config gives it.
    const recipient = (await page.getByTestId('burner-address').textContent()) as string;
    await page
      .getByLabel('Token', { exact: true })
      .selectOption({ label: 'SPL Token (6 decimals)' });
    await page.getByLabel('Send tokens to', { exact: true }).fill(recipient);
    await page.getByLabel('Token amount', { exact: true }).fill('2.5');
    await page.getByRole('button', { name: 'Send tokens', exact: true }).click();
    const view = await expectSimulated(page);
    await expect(
      view.getByTestId('latchkey-approval-change').filter({ hasText: 'SPL Token' }),
    ).toHaveText('\u22122.5 SPL Token');
    // The demo's token sends leave `sponsor` to the config, which sponsors on the sandbox.
    await expect(view.getByTestId('latchkey-approval-fee')).toHaveText(
      'Network fee: paid by the app',
    );
    await photograph(page, 'token-desktop-light');
    await approveInLatchkey(page);
    await expect(splAmount).toHaveText('7.5', { timeout: 20_000 });
    await expect(page.getByTestId('token-send-error')).toHaveCount(0);

    const signedBefore = await signingActivities();
    const outcome = page.getByTestId('approval-example-outcome');

    // A System Assign of the user's account to the Memo program: said plainly, then rejected.
    const address = (await page.getByTestId('wallet-address').textContent()) as string;
    await page.getByRole('button', { name: 'Sign: give this account to another program' }).click();
    await expectSimulated(page);
    await expect(view.getByTestId('latchkey-approval-warning')).toHaveText(
      `Gives the account ${address} to the program MemoSq4gqABAXKb96qnH8TyNLBb6P5Dqc1PeJ7bbqFn`,
    );
    await photograph(page, 'warning-desktop-light');
    await view.getByTestId('latchkey-approval-reject').click();
    await expect(view).toBeHidden();
    await expect(outcome).toHaveText('Not signed: user cancelled the request');

    // 1,000 SOL from a wallet holding less than 1: the view says it will fail, before any answer.
    await page.getByRole('button', { name: 'Sign: send 1,000 SOL' }).click();
    await expectSimulated(page);
    await expect(view.getByTestId('latchkey-approval-failure')).toContainText(
      'This will probably fail',
    );
    await expect(outcome).toHaveCount(0);
    await photograph(page, 'failure-desktop-light');
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();
    await expect(outcome).toHaveText('Not signed: user cancelled the request');

    expect(await signingActivities()).toEqual(signedBefore);
  });
});
