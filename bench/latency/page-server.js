// What the Chromium latency benches share: a page bundled for production, whose statically
// imported chunks are linked as module preloads (as a Vite build does), served over HTTP/2 (TLS
// with a throwaway self-signed certificate), as production hosts serve them: over HTTP/1.1 the
// browser's six connections per host would queue a code-split bundle's chunks, which no real CDN
// does.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { build } from 'esbuild';

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** esbuild's options for a page and its scripts: minified, for production, from the source. */
export const PAGE_BUILD_OPTIONS = {
  bundle: true,
  minify: true,
  platform: 'browser',
  target: 'es2022',
  conditions: ['latchkey-source'],
  define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  logLevel: 'silent',
};

/**
 * Bundles `entry` (a `.tsx` page) into `outdir/name/`, code-split, and writes its `index.html`:
 * `head` first (a classic script, say), then the stylesheet and the module preloads.
 */
export async function bundlePage({ entry, outdir, name, head = '' }) {
  const { metafile } = await build({
    ...PAGE_BUILD_OPTIONS,
    entryPoints: [entry],
    splitting: true,
    format: 'esm',
    outdir: join(outdir, name),
    entryNames: 'app',
    jsx: 'automatic',
    loader: { '.svg': 'dataurl', '.png': 'dataurl', '.woff': 'dataurl', '.woff2': 'dataurl' },
    metafile: true,
  });
  // The page links what its entry imports statically as module preloads, as Vite's build does:
  // the chunks are fetched with the HTML, not one import level at a time.
  const outputs = metafile.outputs;
  const app = Object.keys(outputs).find((path) => path.endsWith(`/${name}/app.js`));
  const preload = new Set();
  const visit = (path) => {
    for (const imported of outputs[path]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || preload.has(imported.path)) continue;
      preload.add(imported.path);
      visit(imported.path);
    }
  };
  if (app) visit(app);
  const links = [...preload]
    .map((path) => `<link rel="modulepreload" href="${path.split('/').pop()}">`)
    .join('');
  writeFileSync(
    join(outdir, name, 'index.html'),
    `<!doctype html><html><head><meta charset="utf-8">${head}<link rel="stylesheet" href="app.css">${links}</head><body><div id="root"></div><script type="module" src="app.js"></script></body></html>`,
  );
}

/**
 * A folder for the pages, served over HTTP/2 at `origin` (the browser context must be told to
 * accept its certificate); `close` stops the server and removes the folder.
 */
export async function startPageServer() {
  const outdir = mkdtempSync(join(tmpdir(), 'latchkey-pages-'));
  // A certificate for this run only.
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
  return {
    outdir,
    origin: `https://127.0.0.1:${server.address().port}`,
    close: () => {
      server.close();
      rmSync(outdir, { recursive: true, force: true });
    },
  };
}
