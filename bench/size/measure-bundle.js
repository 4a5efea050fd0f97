import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const ASSETS = ['.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.woff', '.woff2', '.ttf'];

/**
 * Bundles one entry as a host's bundler would (browser, ESM, minified, production, code
 * splitting, React external, CSS and assets included) and returns the gzip -9 and minified bytes
 * of everything the page can load, and separately of what loads up front: the entry, the chunks it
 * imports statically, and their CSS. What loads later through `import()` is the rest.
 *
 * Also says which source files load up front and which can load at all (`upfrontInputs`,
 * `loadableInputs`: paths relative to the working directory), so a test can check what a page
 * pays for.
 *
 * `conditions` are the export conditions besides esbuild's own (`import`, `browser`, `default`):
 * Latchkey's source by default; add `module` to resolve as Vite and webpack do, for packages
 * whose ES build is only under it.
 *
 * @param {string} entryPoint
 * @param {{ conditions?: string[] }} [options]
 * `chunks` lists each output the page can load: its gzip bytes, whether it loads up front, and
 * its source files (so a bench can price one lazy feature). Each language's catalogue chunk is
 * apart (`localeGzipBytes`, by locale), not in "all": a page downloads one at most.
 *
 * @returns {Promise<{ gzipBytes: number, upfrontGzipBytes: number, minBytes: number, upfrontMinBytes: number, localeGzipBytes: Record<string, number>, chunks: { gzipBytes: number, upFront: boolean, inputs: string[] }[], upfrontInputs: Set<string>, loadableInputs: Set<string> }>}
 */
export async function measureBundle(entryPoint, { conditions = ['latchkey-source'] } = {}) {
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
    conditions,
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
  // Up front: the entry and what it imports statically. In all: what the page can ever load,
  // following `import()` too. esbuild also writes a chunk for an `import()` in code it then
  // drops as unused; nothing loads such a chunk, so it is not counted.
  const reach = (withDynamic) => {
    const seen = new Set();
    const visit = (path) => {
      if (seen.has(path)) return;
      seen.add(path);
      const { cssBundle, imports } = outputs[path];
      if (cssBundle) seen.add(cssBundle);
      for (const imported of imports) {
        if (imported.external) continue;
        // Everything but `import()` loads with the entry (static imports, and `require` in CJS).
        if (withDynamic || imported.kind !== 'dynamic-import') visit(imported.path);
      }
    };
    visit(entry);
    return seen;
  };
  const upFront = reach(false);
  const loadable = reach(true);
  const sizes = { gzipBytes: 0, upfrontGzipBytes: 0, minBytes: 0, upfrontMinBytes: 0 };
  /** @type {Record<string, number>} */
  const localeGzipBytes = {};
  /** @type {{ gzipBytes: number, upFront: boolean, inputs: string[] }[]} */
  const chunks = [];
  for (const file of result.outputFiles) {
    // Metafile keys are relative to the working directory; compare by file name.
    const name = file.path.split('/').pop();
    const path = Object.keys(outputs).find((candidate) => candidate.split('/').pop() === name);
    if (!path || !loadable.has(path)) continue;
    const min = file.contents.byteLength;
    const gzip = gzipSync(file.contents, { level: 9 }).byteLength;
    // A language's catalogue: a page loads one at most, so it is not summed into "all".
    const locale = outputs[path]?.entryPoint?.match(/\/i18n\/locales\/([a-z-]+)\.ts$/)?.[1];
    if (locale) {
      localeGzipBytes[locale] = gzip;
      continue;
    }
    sizes.minBytes += min;
    sizes.gzipBytes += gzip;
    chunks.push({
      gzipBytes: gzip,
      upFront: upFront.has(path),
      inputs: Object.keys(outputs[path]?.inputs ?? {}),
    });
    if (upFront.has(path)) {
      sizes.upfrontMinBytes += min;
      sizes.upfrontGzipBytes += gzip;
    }
  }
  const inputsOf = (paths) =>
    new Set([...paths].flatMap((path) => Object.keys(outputs[path]?.inputs ?? {})));
  return {
    ...sizes,
    localeGzipBytes,
    chunks,
    upfrontInputs: inputsOf(upFront),
    loadableInputs: inputsOf(loadable),
  };
}
