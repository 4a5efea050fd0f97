import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const ASSETS = ['.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.woff', '.woff2', '.ttf'];

/**
 * Bundles one entry as a host's bundler would (browser, ESM, minified, production, code
 * splitting, React external, CSS and assets included) and returns the gzip -9 and minified bytes
 * of everything it ships, and separately of what loads up front: the entry, the chunks it imports
 * statically, and their CSS. What loads later through `import()` is the rest.
 *
 * @param {string} entryPoint
 * @returns {Promise<{ gzipBytes: number, upfrontGzipBytes: number, minBytes: number, upfrontMinBytes: number }>}
 */
export async function measureBundle(entryPoint) {
  const workingDir = process.cwd();
  const result = await build({
    absWorkingDir: workingDir,
    entryPoints: [entryPoint],
    bundle: true,
    write: false,
    splitting: true,
    outdir: '/virtual-out',
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['latchkey-source'],
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    loader: Object.fromEntries(ASSETS.map((extension) => [extension, 'dataurl'])),
    treeShaking: true,
    legalComments: 'none',
    logLevel: 'silent',
    metafile: true,
  });
  const outputs = result.metafile.outputs;
  // Chunks reached through `import()` are entry points too; the page's entry is this file.
  const entryInput = relative(workingDir, entryPoint);
  const entry = Object.keys(outputs).find((path) => outputs[path].entryPoint === entryInput);
  if (!entry) throw new Error(`No output for ${entryInput}`);
  const upFront = new Set();
  const visit = (path) => {
    if (upFront.has(path)) return;
    upFront.add(path);
    const { cssBundle, imports } = outputs[path];
    if (cssBundle) upFront.add(cssBundle);
    for (const imported of imports) {
      // Everything but `import()` loads with the entry (static imports, and `require` in CJS).
      if (imported.kind !== 'dynamic-import' && !imported.external) visit(imported.path);
    }
  };
  visit(entry);
  const sizes = { gzipBytes: 0, upfrontGzipBytes: 0, minBytes: 0, upfrontMinBytes: 0 };
  for (const file of result.outputFiles) {
    // Metafile keys are relative to the working directory; compare by file name.
    const name = file.path.split('/').pop();
    const path = Object.keys(outputs).find((candidate) => candidate.split('/').pop() === name);
    const min = file.contents.byteLength;
    const gzip = gzipSync(file.contents, { level: 9 }).byteLength;
    sizes.minBytes += min;
    sizes.gzipBytes += gzip;
    if (path && upFront.has(path)) {
      sizes.upfrontMinBytes += min;
      sizes.upfrontGzipBytes += gzip;
    }
  }
  return sizes;
}
