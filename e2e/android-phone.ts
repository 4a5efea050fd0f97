import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MwaWalletBehaviour } from '@latchkey/sandbox';
import {
  type BrowserContext,
  type CDPSession,
  chromium,
  expect,
  type Page,
} from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.js';
import { demoUrl, requiredEnv as env } from './demo-env.js';

// An Android phone: Latchkey offers the wallet apps on the device through Solana Mobile's Mobile
// Wallet Adapter. Each request opens a `solana-wallet:` link, which Android hands to a wallet
// app; headless Chromium has no apps and drops it, so a spec plays Android: it reads the link
// from the DevTools protocol, hands it to the sandbox's MWA wallet app (which then serves the
// link's local socket and answers over the real, encrypted protocol), and blurs the page as an
// app coming to the front would.

/** Chrome on a Pixel 8: the user agent the SDK reads as an Android phone. */
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** A phone's browser: its context, its one page, and `close` (which also deletes the profile). */
export interface AndroidPhone {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/**
 * Opens Chromium as Chrome on an Android phone, in a profile of its own: Chromium asks before
 * handing a link of an unknown scheme to the system, in a dialog headless Chromium never shows
 * and which then holds the page's input. This profile lets the demo's origin hand
 * `solana-wallet:` over without asking (nothing here handles it, so nothing opens; the spec
 * reads the link instead, with {@link actAsAndroid}).
 */
export async function openAndroidPhone(): Promise<AndroidPhone> {
  const profile = mkdtempSync(join(tmpdir(), 'latchkey-mwa-'));
  mkdirSync(join(profile, 'Default'));
  writeFileSync(
    join(profile, 'Default', 'Preferences'),
    JSON.stringify({
      protocol_handler: {
        excluded_schemes: { 'solana-wallet': true },
        allowed_origin_protocol_pairs: { [new URL(demoUrl()).origin]: { 'solana-wallet': true } },
      },
    }),
  );
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions(),
    userAgent: ANDROID_CHROME,
    viewport: { width: 412, height: 915 },
    isMobile: true,
    hasTouch: true,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Plays Android's part: every association link the page opens goes to the sandbox wallet app,
 * which treats each association as `behaviour` says (a well-behaved wallet when left out).
 */
export async function actAsAndroid(
  page: Page,
  options: { behaviour?: MwaWalletBehaviour } = {},
): Promise<{ links: string[] }> {
  const links: string[] = [];
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  cdp.on('Page.frameRequestedNavigation', ({ url }: { url: string }) => {
    if (!url.startsWith('solana-wallet:')) return;
    links.push(url);
    void (async () => {
      const response = await fetch(`${env('LATCHKEY_MWA_URL')}/mwa/associate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ uri: url, behaviour: options.behaviour }),
      });
      expect(response.status).toBe(202);
      await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    })();
  });
  return { links };
}
