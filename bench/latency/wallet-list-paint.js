// Page load → wallet list painted, in Chromium: each library's connect UI opened on a page where
// a Wallet Standard wallet is installed, bundled for production; the time of the first frame in
// which the detected wallet's entry is laid out and visible (a performance mark at that frame's
// start). The wallet and the probe run as a separate classic script before the app, as an
// extension's would. Each page links its statically imported chunks as module preloads, as a Vite build
// does. 24 fresh loads per library, interleaved (ours, theirs, ours…) so a slow moment of the
// machine falls on both; the median of each. Pages are served over HTTP/2 (TLS with a throwaway
// self-signed certificate), as production hosts serve them: over HTTP/1.1 the browser's six
// connections per host would queue a code-split bundle's chunks, which no real CDN does.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../scripts/chromium.js';
import { median } from './median.js';

const LOADS = 24;
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Where each page lists wallets, for the probe. */
const LIST_ITEMS = {
  latchkey: '.latchkey-wallet-list li',
  'wallet-adapter': '.wallet-adapter-modal-list li',
};

async function bundlePage(name, outdir) {
  // The wallet extension and probe: one classic script, outside the measured bundle.
  await build({
    entryPoints: [fileURLToPath(new URL('./pages/extension.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    outfile: join(outdir, name, 'extension.js'),
    minify: true,
    platform: 'browser',
    target: 'es2022',
    conditions: ['latchkey-source'],
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    logLevel: 'silent',
  });
  const { metafile } = await build({
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
    metafile: true,
  });
  // The page links what its entry imports statically as module preloads, as Vite's build does:
  // the chunks are fetched with the HTML, not one import level at a time.
  const outputs = metafile.outputs;
  const entry = Object.keys(outputs).find((path) => path.endsWith(`/${name}/app.js`));
  const preload = new Set();
  const visit = (path) => {
    for (const imported of outputs[path]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || preload.has(imported.path)) continue;
      preload.add(imported.path);
      visit(imported.path);
    }
  };
  if (entry) visit(entry);
  const links = [...preload]
    .map((path) => `<link rel="modulepreload" href="${path.split('/').pop()}">`)
    .join('');
  writeFileSync(
    join(outdir, name, 'index.html'),
    `<!doctype html><html><head><meta charset="utf-8"><script src="extension.js" data-list-items="${LIST_ITEMS[name]}"></script><link rel="stylesheet" href="app.css">${links}</head><body><div id="root"></div><script type="module" src="app.js"></script></body></html>`,
  );
}

export async function measureWalletListPaint(libraries = ['latchkey', 'wallet-adapter']) {
  const outdir = mkdtempSync(join(tmpdir(), 'latchkey-paint-'));
  // A certificate for this run only; the browser context is told to accept it.
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-subj',
      '/CN=127.0.0.1',
      '-days',
      '1',
      '-keyout',
      join(outdir, 'key.pem'),
      '-out',
      join(outdir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const tls = {
    key: readFileSync(join(outdir, 'key.pem')),
    cert: readFileSync(join(outdir, 'cert.pem')),
  };
  const server = createSecureServer(tls, (request, response) => {
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
  const origin = `https://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch(chromiumLaunchOptions());
  const results = {};
  try {
    for (const name of libraries) await bundlePage(name, outdir);
    const samples = Object.fromEntries(libraries.map((name) => [name, []]));
    for (let load = 0; load < LOADS; load += 1) {
      for (const name of load % 2 ? [...libraries].reverse() : libraries) {
        const context = await browser.newContext({ ignoreHTTPSErrors: true });
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
