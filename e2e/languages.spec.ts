import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { formatMessage } from '../packages/react/src/i18n/format-message.js';
import type {
  LatchkeyMessageKey,
  LatchkeyMessages,
} from '../packages/react/src/i18n/latchkey-messages.js';
import ar from '../packages/react/src/i18n/locales/ar.js';
import de from '../packages/react/src/i18n/locales/de.js';
import en from '../packages/react/src/i18n/locales/en.js';
import ja from '../packages/react/src/i18n/locales/ja.js';
import { openAccountMenu } from './account-menu.js';
import { fundBurner, sendSolFromBurner } from './demo-env.js';
import {
  addPasskeyAuthenticator,
  airdropAndSendToBurner,
  localhostDemoUrl,
} from './embedded-helpers.js';
import { screenshotPath } from './screenshot-path.js';

// Latchkey's UI in Japanese and in Arabic (right to left) beside English, in the demo (`?lang=`):
// the connect dialog's list, the email code, the account menu and a confirmed toast, every text
// looked up by its catalogue's words, photographed as e2e/screenshots/lang-<state>-<locale>.png.
// And the toast's amount written as the locale writes numbers ('0,01' in German).

const CATALOGUES = { en, ja, ar, de } satisfies Record<string, LatchkeyMessages>;
type Locale = keyof typeof CATALOGUES;
type Say = (key: LatchkeyMessageKey, values?: Record<string, string>) => string;

const DESKTOP = { viewport: { width: 1280, height: 800 }, colorScheme: 'light' } as const;
/** 0.01 as each locale writes it (Chromium's Intl: Arabic keeps Latin digits and the point). */
const ONE_HUNDREDTH: Record<Locale, string> = { en: '0.01', ja: '0.01', ar: '0.01', de: '0,01' };

/** A catalogue's text with its placeholders filled, as the views write it. */
function sayer(locale: Locale): Say {
  return (key, values) => formatMessage(CATALOGUES[locale][key], locale, values);
}

/** A page of its own (own context) at 1280×800, light, whose uncaught errors are collected. */
async function openPage(browser: Browser) {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

async function photograph(page: Page, state: string, locale: Locale) {
  // Motion ends first: an entrance caught half-way (faded) is not the state.
  await page.waitForTimeout(250);
  await page.screenshot({ path: screenshotPath(`lang-${state}-${locale}.png`) });
}

/** The element speaks the locale: `lang` its tag, `dir` right to left for Arabic only. */
async function expectSpoken(element: Locator, locale: Locale) {
  await expect(element).toHaveAttribute('lang', locale);
  await expect(element).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
}

/** How far an element's text (its glyphs, not its block) sits from `frame`'s left and right edges. */
async function textInsets(element: Locator, frame: Locator) {
  const box = await frame.boundingBox();
  const text = await element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const { left, right } = range.getBoundingClientRect();
    return { left, right };
  });
  if (!box) throw new Error('the frame is not laid out');
  return { left: text.left - box.x, right: box.x + box.width - text.right };
}

/** Whether an element's centre is in the right half of `frame`. */
async function onTheRight(element: Locator, frame: { x: number; width: number } | null) {
  const box = await element.boundingBox();
  if (!box || !frame) throw new Error('not laid out');
  return box.x + box.width / 2 > frame.x + frame.width / 2;
}

/** The boxes' characters in the order they stand on the screen, from the left. */
async function boxesLeftToRight(boxes: Locator): Promise<string> {
  const placed = await boxes.evaluateAll((nodes) =>
    nodes.map((node) => ({ x: node.getBoundingClientRect().x, text: node.textContent ?? '' })),
  );
  return placed
    .sort((a, b) => a.x - b.x)
    .map(({ text }) => text)
    .join('');
}

/** Whether a chevron glyph is drawn mirrored (pointing right) by its transform. */
async function pointsRight(glyph: Locator): Promise<boolean> {
  const transform = await glyph.evaluate((node) => getComputedStyle(node).transform);
  // A mirror is matrix(-1, 0, 0, 1, 0, 0); none (or the identity) leaves it pointing left.
  return transform.startsWith('matrix(-1');
}

/** Opens the connect dialog from the connect button (both in the catalogue's words). */
async function openDialog(page: Page, say: Say) {
  await page.getByRole('button', { name: say('button.connect') }).click();
  const dialog = page.getByRole('dialog', { name: say('dialog.title') });
  await expect(dialog).toBeVisible();
  return { dialog, embedded: dialog.getByRole('region', { name: say('embedded.region') }) };
}

/**
 * The list, with the sandbox's test wallet installed: its section heading starts at the right
 * in Arabic, and the close button is mirrored.
 */
async function showList(page: Page, locale: Locale, say: Say) {
  await page.goto(`${localhostDemoUrl()}?lang=${locale}&testWallet`);
  const { dialog, embedded } = await openDialog(page, say);
  await expectSpoken(dialog, locale);
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(say('dialog.title'));
  const testWallet = dialog.getByRole('button', { name: /Latchkey Test Wallet/ });
  await expect(testWallet).toContainText(say('dialog.list.detected'));
  await expect(dialog.getByRole('button', { name: say('dialog.list.moreWallets') })).toBeVisible();
  await expect(dialog.getByRole('contentinfo')).toHaveText(
    `${say('dialog.footer.newToSolana')} ${say('dialog.footer.getWallet')}`,
  );
  await expect(embedded.getByRole('heading')).toHaveText(say('embedded.entry.title'));

  // Geometry, not only the attribute: the heading's words begin at the start edge.
  const installed = dialog.getByRole('heading', { name: say('dialog.list.installed') });
  const insets = await textInsets(installed, dialog);
  const [start, end] = locale === 'ar' ? [insets.right, insets.left] : [insets.left, insets.right];
  expect(start).toBeLessThan(40);
  expect(end).toBeGreaterThan(start + 100);
  const close = dialog.getByRole('button', { name: say('dialog.close') });
  expect(await onTheRight(close, await dialog.boundingBox())).toBe(locale !== 'ar');
  await photograph(page, 'list', locale);
}

/**
 * Email, Continue, the code boxes; a wrong code says the catalogue's error. Without the test
 * wallet, whose controls would sit over the toasts later.
 */
async function showEmailCode(page: Page, locale: Locale, say: Say, email: string) {
  await page.goto(`${localhostDemoUrl()}?lang=${locale}`);
  const { dialog, embedded } = await openDialog(page, say);
  await embedded.getByLabel(say('embedded.email.label'), { exact: true }).fill(email);
  await embedded.getByRole('button', { name: say('embedded.entry.continue'), exact: true }).click();
  await expect(embedded).toContainText(say('embedded.code.sentTo', { email }), {
    timeout: 20_000,
  });
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(say('dialog.emailCode.title'));
  // Nine characters, as the codes are; wrong (one chance in 32⁹ it is not).
  await embedded.getByLabel(say('embedded.code.label'), { exact: true }).fill('4k2 9m3 x7p');
  await expect(embedded.getByRole('alert')).toHaveText(say('embedded.error.codeInvalid'), {
    timeout: 20_000,
  });
  // A code reads left to right in every language, as the email prints it.
  expect(await boxesLeftToRight(embedded.locator('.latchkey-code-box'))).toBe('4K29M3X7P');
  // Back points to where the language starts: left, or right in Arabic.
  const back = dialog.getByRole('button', { name: say('dialog.back') });
  expect(await pointsRight(back.locator('svg'))).toBe(locale === 'ar');
  await photograph(page, 'code', locale);
  return { dialog, embedded };
}

/** Back to the list, the passkey path with the same email: a new wallet, connected. */
async function signUp(page: Page, say: Say, email: string, dialog: Locator, embedded: Locator) {
  await dialog.getByRole('button', { name: say('dialog.back') }).click();
  await embedded.getByRole('button', { name: say('embedded.entry.passkey') }).click();
  await expect(embedded.getByLabel(say('embedded.email.label'), { exact: true })).toHaveValue(
    email,
  );
  await embedded.getByRole('button', { name: say('embedded.passkey.create') }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(page.getByTestId('status')).toHaveText('connected');
  return (await page.getByTestId('wallet-address').textContent()) as string;
}

async function showAccount(page: Page, locale: Locale, say: Say, address: string) {
  const account = await openAccountMenu(page, address, say('account.menu.title'));
  await expect(account).toBeVisible();
  await expectSpoken(account, locale);
  await expect(account.getByTestId('latchkey-address')).toHaveText(
    `${address.slice(0, 4)}…${address.slice(-4)}`,
  );
  await expect(
    account.getByRole('button', { name: say('account.security.exportKey') }),
  ).toBeVisible();
  await expect(
    account.getByRole('button', { name: say('account.details.disconnect') }),
  ).toBeVisible();
  await photograph(page, 'account', locale);
  await page.keyboard.press('Escape');
  await expect(account).toBeHidden();
}

/** The toast's texts, its title written from the amount in the locale's numbers. */
async function expectToast(page: Page, locale: Locale, say: Say) {
  const progress = page.getByRole('region', { name: say('toast.region') });
  // Held open by the pointer (a confirmed toast leaves by itself).
  await progress.hover();
  await expect(progress.getByRole('status')).toHaveText(say('toast.stage.confirmed'), {
    timeout: 20_000,
  });
  await expect(progress.locator('.latchkey-progress-title')).toHaveText(
    say('toast.title.send', { amount: ONE_HUNDREDTH[locale], symbol: 'SOL' }),
  );
  await expect(progress.locator('.latchkey-progress-title')).toContainText(ONE_HUNDREDTH[locale]);
  await expectSpoken(progress, locale);
  return progress;
}

for (const locale of ['en', 'ja', 'ar'] as const) {
  test(`the UI in ${locale}: list, email code, account menu and toast, from its catalogue`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const say = sayer(locale);
    const { context, page, errors } = await openPage(browser);
    await addPasskeyAuthenticator(page);
    await showList(page, locale, say);

    const email = `lang-${locale}@example.com`;
    const { dialog, embedded } = await showEmailCode(page, locale, say, email);
    const address = await signUp(page, say, email, dialog, embedded);
    await showAccount(page, locale, say, address);

    await airdropAndSendToBurner(page, '0.01');
    const progress = await expectToast(page, locale, say);
    await expect(
      progress.getByRole('link', { name: say('toast.viewTransaction') }),
    ).toHaveAttribute('href', /\/tx\/[1-9A-HJ-NP-Za-km-z]{64,88}/);
    // The stack sits at the inline end: bottom right, bottom left in Arabic.
    expect(await onTheRight(progress, { x: 0, width: DESKTOP.viewport.width })).toBe(
      locale !== 'ar',
    );
    await photograph(page, 'toast', locale);

    expect(errors).toEqual([]);
    await context.close();
  });
}

for (const locale of ['de', 'en'] as const) {
  test(`a toast writes 0.01 SOL as ${locale} does: ${ONE_HUNDREDTH[locale]}`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const say = sayer(locale);
    const { context, page, errors } = await openPage(browser);
    await fundBurner(page, `?lang=${locale}`);
    await sendSolFromBurner(page, '0.01');
    await expectToast(page, locale, say);
    expect(errors).toEqual([]);
    await context.close();
  });
}
