// Page load → wallet list painted, in Chromium: each library's connect UI opened on a page where
// a Wallet Standard wallet is installed, bundled for production; the time of the first frame in
// which the detected wallet's entry is laid out and visible (a performance mark at that frame's
// start). 24 fresh loads per library, interleaved (ours, theirs, ours…) so a slow moment of the
// machine falls on both; the median of each.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../scripts/chromium.js';
import { median } from './median.js';

const LOADS = 24;
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

async function bundlePage(name, outdir) {
  await build({
    entryPoints: [fileURLToPath(new URL(`./pages/${name}.tsx`, import.meta.url))],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: join(outdir, name),
    entryNames: 'app',
    minify: true,
    platform: 'browser',
    target: 'es2022',
    conditions: ['latchkey-source'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    loader: { '.svg': 'dataurl', '.png': 'dataurl', '.woff': 'dataurl', '.woff2': 'dataurl' },
    logLevel: 'silent',
  });
  writeFileSync(
    join(outdir, name, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="app.css"></head><body><div id="root"></div><script type="module" src="app.js"></script></body></html>',
  );
}

export async function measureWalletListPaint(libraries = ['latchkey', 'wallet-adapter']) {
  const outdir = mkdtempSync(join(tmpdir(), 'latchkey-paint-'));
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://bench').pathname;
    const file = join(outdir, path.endsWith('/') ? `${path}index.html` : path);
    let body;
    try {
      body = readFileSync(file);
    } catch {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch(chromiumLaunchOptions());
  const results = {};
  try {
    for (const name of libraries) await bundlePage(name, outdir);
    const samples = Object.fromEntries(libraries.map((name) => [name, []]));
    for (let load = 0; load < LOADS; load += 1) {
      for (const name of load % 2 ? [...libraries].reverse() : libraries) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`${origin}/${name}/`);
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
    rmSync(outdir, { recursive: true, force: true });
  }
  return results;
}
