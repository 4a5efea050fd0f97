import { gzipSync } from 'node:zlib';
import { build } from 'vite';

// The chunks the connect dialog loads as it opens and draws its views: the dialog itself (every
// view, the embedded wallet's included), the wallets' logos and the QR encoder (Phantom's QR on
// a desktop). Named by the module each one's import() loads (the load-*.ts files in
// react/src/ui/connect-button/, wallet-logos/ and qr-code/).
const DIALOG_CHUNKS = [
  /\/ui\/connect-dialog\/connect-dialog\.tsx$/,
  /\/ui\/wallet-logos\/wallet-logos\.ts$/,
  /\/ui\/qr-code\/qr-encoder\.ts$/,
];

/** A language's catalogue chunk (react/src/i18n/locales/<locale>.ts), by its locale. */
const LOCALE_CHUNK = /\/i18n\/locales\/([a-z-]+)\.ts$/;

/**
 * Bundles one entry as a Vite host would for production (Vite's own bundler, minified, code
 * splitting, React external, CSS and assets included) and returns the gzip -9 bytes of everything
 * the page can load, of what loads up front (the entry, its static imports and their CSS) and,
 * for an entry with the connect dialog, of what a user has downloaded once the dialog is open
 * (up front, plus the dialog's, the logos' and the QR encoder's chunks and what they import).
 * Each language's catalogue chunk is measured on its own (`localeGzipBytes`), not in "all": a
 * page downloads one at most.
 * Vite drops code esbuild keeps — kit's error-message table, an object with computed keys, is
 * about 9 KB gzip of it — so both are measured.
 *
 * @param {string} entryPoint
 * @returns {Promise<{ gzipBytes: number, upfrontGzipBytes: number, dialogGzipBytes?: number, localeGzipBytes: Record<string, number> }>}
 */
export async function measureBundleWithVite(entryPoint) {
  const built = await build({
    logLevel: 'silent',
    configFile: false,
    resolve: { conditions: ['latchkey-source', 'browser', 'module', 'import', 'default'] },
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    esbuild: { jsx: 'automatic' },
    build: {
      write: false,
      minify: 'esbuild',
      target: 'es2022',
      modulePreload: false,
      assetsInlineLimit: Number.MAX_SAFE_INTEGER,
      rollupOptions: {
        input: entryPoint,
        preserveEntrySignatures: 'exports-only',
        external: [/^react($|\/)/, /^react-dom($|\/)/],
      },
    },
  });
  const outputs = (Array.isArray(built) ? built[0] : built).output;
  const byName = new Map(outputs.map((output) => [output.fileName, output]));
  const entry = outputs.find((output) => output.type === 'chunk' && output.isEntry);
  // What loading these chunks brings in: each one, its static imports and their CSS.
  const closure = (names) => {
    const found = new Set();
    const visit = (name) => {
      const output = byName.get(name);
      if (!output || found.has(name)) return; // an external (React), or seen
      found.add(name);
      for (const css of output.viteMetadata?.importedCss ?? []) found.add(css);
      for (const imported of output.imports ?? []) visit(imported);
    };
    for (const name of names) visit(name);
    return found;
  };
  const upFront = closure([entry.fileName]);
  const dialogChunks = DIALOG_CHUNKS.map((pattern) =>
    outputs.find((output) => output.type === 'chunk' && pattern.test(output.facadeModuleId ?? '')),
  );
  const hasDialog = dialogChunks.some(Boolean);
  if (hasDialog && !dialogChunks.every(Boolean))
    throw new Error(`${entryPoint}: a dialog chunk is missing (${DIALOG_CHUNKS.join(', ')})`);
  const dialogOpen = hasDialog
    ? closure([entry.fileName, ...dialogChunks.map((chunk) => chunk.fileName)])
    : undefined;
  const sizes = {
    gzipBytes: 0,
    upfrontGzipBytes: 0,
    ...(dialogOpen ? { dialogGzipBytes: 0 } : {}),
  };
  /** @type {Record<string, number>} */
  const localeGzipBytes = {};
  for (const output of outputs) {
    const gzip = gzipSync(output.type === 'chunk' ? output.code : output.source, {
      level: 9,
    }).byteLength;
    // A language's catalogue: a page loads one at most, so each is told apart, not summed.
    const locale = output.type === 'chunk' && output.facadeModuleId?.match(LOCALE_CHUNK)?.[1];
    if (locale) {
      localeGzipBytes[locale] = gzip;
      continue;
    }
    sizes.gzipBytes += gzip;
    if (upFront.has(output.fileName)) sizes.upfrontGzipBytes += gzip;
    if (dialogOpen?.has(output.fileName)) sizes.dialogGzipBytes += gzip;
  }
  return { ...sizes, localeGzipBytes };
}
