import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/**
 * Bundles one entry as a host's bundler would (browser, ESM, minified, code splitting, React
 * external) and returns the gzip -9 and minified bytes of what loads up front (the entry and the
 * chunks it imports statically) and, separately, of what loads lazily (dynamic `import()`).
 */
export async function measureBundle(entryPoint) {
  const result = await build({
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
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    jsx: 'automatic',
    treeShaking: true,
    legalComments: 'none',
    logLevel: 'silent',
    metafile: true,
  });
  const outputs = result.metafile.outputs;
  const entry = Object.keys(outputs).find((path) => outputs[path].entryPoint);
  const upFront = new Set();
  const visit = (path) => {
    if (upFront.has(path)) return;
    upFront.add(path);
    for (const imported of outputs[path].imports) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(entry);
  const sizes = { gzipBytes: 0, minBytes: 0, lazyGzipBytes: 0, lazyMinBytes: 0 };
  for (const file of result.outputFiles) {
    // Metafile keys are relative to the working directory; compare by file name.
    const name = file.path.split('/').pop();
    const path = Object.keys(outputs).find((candidate) => candidate.split('/').pop() === name);
    const min = file.contents.byteLength;
    const gzip = gzipSync(file.contents, { level: 9 }).byteLength;
    if (path && upFront.has(path)) {
      sizes.minBytes += min;
      sizes.gzipBytes += gzip;
    } else {
      sizes.lazyMinBytes += min;
      sizes.lazyGzipBytes += gzip;
    }
  }
  return sizes;
}
