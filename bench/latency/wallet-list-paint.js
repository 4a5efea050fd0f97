// Page load → wallet list painted, in Chromium: each library's connect UI opened on a page where
// a Wallet Standard wallet is installed, bundled for production; the time of the first frame in
// which the detected wallet's entry is laid out and visible (a performance mark at that frame's
// start). The wallet and the probe run as a separate classic script before the app, as an
// extension's would. Each page links its statically imported chunks as module preloads, as a Vite build
// does. 24 fresh loads per library, interleaved (ours, theirs, ours…) so a slow moment of the
// machine falls on both; the median of each. Pages are served over HTTP/2 (page-server.js).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../scripts/chromium.js';
import { median } from './median.js';
import { bundlePage, PAGE_BUILD_OPTIONS, startPageServer } from './page-server.js';

const LOADS = 24;

/** Where each page lists wallets, for the probe. */
const LIST_ITEMS = {
  latchkey: '.latchkey-wallet-list li',
  'wallet-adapter': '.wallet-adapter-modal-list li',
};

async function bundleWalletListPage(name, outdir) {
  // The wallet extension and probe: one classic script, outside the measured bundle.
  await build({
    ...PAGE_BUILD_OPTIONS,
    entryPoints: [fileURLToPath(new URL('./pages/extension.ts', import.meta.url))],
    format: 'iife',
    outfile: join(outdir, name, 'extension.js'),
  });
  await bundlePage({
    entry: fileURLToPath(new URL(`./pages/${name}.tsx`, import.meta.url)),
    outdir,
    name,
    head: `<script src="extension.js" data-list-items="${LIST_ITEMS[name]}"></script>`,
  });
}

export async function measureWalletListPaint(libraries = ['latchkey', 'wallet-adapter']) {
  const server = await startPageServer();
  const browser = await chromium.launch(chromiumLaunchOptions());
  const results = {};
  try {
    for (const name of libraries) await bundleWalletListPage(name, server.outdir);
    const samples = Object.fromEntries(libraries.map((name) => [name, []]));
    for (let load = 0; load < LOADS; load += 1) {
      for (const name of load % 2 ? [...libraries].reverse() : libraries) {
        const context = await browser.newContext({ ignoreHTTPSErrors: true });
        const page = await context.newPage();
        await page.goto(`${server.origin}/${name}/`);
        await page.waitForFunction(() => typeof window.walletListPaintedAt === 'number', null, {
          timeout: 30_000,
        });
        samples[name].push(await page.evaluate(() => window.walletListPaintedAt));
        await context.close();
      }
    }
    for (const name of libraries) results[name] = median(samples[name]);
  } finally {
    await browser.close();
    server.close();
  }
  return results;
}
