import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/**
 * Bundles one entry as a Vite host would for production (Vite's own bundler, minified, code
 * splitting, React external, CSS and assets included) and returns the gzip -9 bytes of everything
 * the page can load and of what loads up front (the entry, its static imports and their CSS).
 * Vite drops code esbuild keeps — kit's error-message table, an object with computed keys, is
 * about 9 KB gzip of it — so both are measured.
 *
 * @param {string} entryPoint
 * @returns {Promise<{ gzipBytes: number, upfrontGzipBytes: number }>}
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
  const upFront = new Set();
  const visit = (name) => {
    const output = byName.get(name);
    if (!output || upFront.has(name)) return; // an external (React), or seen
    upFront.add(name);
    for (const css of output.viteMetadata?.importedCss ?? []) upFront.add(css);
    for (const imported of output.imports ?? []) visit(imported);
  };
  visit(entry.fileName);
  const sizes = { gzipBytes: 0, upfrontGzipBytes: 0 };
  for (const output of outputs) {
    const gzip = gzipSync(output.type === 'chunk' ? output.code : output.source, {
      level: 9,
    }).byteLength;
    sizes.gzipBytes += gzip;
    if (upFront.has(output.fileName)) sizes.upfrontGzipBytes += gzip;
  }
  return sizes;
}
