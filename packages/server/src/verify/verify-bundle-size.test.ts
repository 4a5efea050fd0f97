import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// The verify entry is what an edge function imports: bundled as an edge bundler would (platform
// neutral, the 'edge-light' condition), its module graph is jose's verifier and this folder,
// nothing of the server's database, custody client or app; of core, only the product API's
// contract (`@latchkey/core/product-api`: its JWKS path and cookie names), which runs nothing.
// Measured 2026-11-27: 24,708 B minified, 9,240 B gzip; the budget is that
// plus about 20%.
const BUDGET_GZIP_BYTES = 11_100;

/** Core's contract entry and what it reaches (the catalogue's codes), none of its client. */
const CONTRACT = /packages\/core\/src\/(product-api\/[a-z-]+|errors\/codes)\.ts$/;
const CLIENT =
  /product-api\/(client|create-product-api-client|post-product-api|oauth-nonce|[a-z-]+-calls)\.ts$/;

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..', '..', '..');

describe('@latchkey/server/verify bundled for an edge function', () => {
  it('holds only jose and the verifier, under its budget', async () => {
    const result = await build({
      entryPoints: [join(here, 'index.ts')],
      bundle: true,
      write: false,
      minify: true,
      format: 'esm',
      platform: 'neutral',
      mainFields: ['module', 'main'],
      conditions: ['latchkey-source', 'edge-light'],
      target: 'es2022',
      metafile: true,
      logLevel: 'error',
    });
    const [output] = Object.values(result.metafile.outputs);
    const shipped = Object.entries(output?.inputs ?? {})
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([path]) => relative(repoRoot, join(process.cwd(), path)));
    expect(shipped.length).toBeGreaterThan(10);
    const foreign = shipped.filter(
      (path) =>
        !path.startsWith('packages/server/src/verify/') &&
        path !== 'packages/server/src/server-error.ts' &&
        !path.startsWith('packages/core/src/product-api/') &&
        !path.startsWith('packages/server/node_modules/jose/'),
    );
    expect(foreign).toEqual([]);
    // Not even resolved (an unbundled import would load it): the whole graph, not only the output.
    const resolved = Object.keys(result.metafile.inputs).join('\n');
    expect(resolved).not.toMatch(/\b(pg|@electric-sql|hono|@hono|@turnkey|@solana|@noble)\//);
    const core = resolved.split('\n').filter((path) => path.includes('packages/core/'));
    expect(core.filter((path) => !CONTRACT.test(path) || CLIENT.test(path))).toEqual([]);
    expect(output?.imports).toEqual([]);
    const code = result.outputFiles[0]?.contents ?? new Uint8Array();
    expect(new TextDecoder().decode(code)).not.toMatch(/["'`]node:/);
    expect(gzipSync(code).length).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  });
});
