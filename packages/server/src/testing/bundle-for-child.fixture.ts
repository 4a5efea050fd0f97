import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * For tests that run this package's TypeScript in a child process (Node 20 runs no TypeScript):
 * `entry` bundled by esbuild into one ESM file, packages external. The bundle sits inside the
 * package, so its external imports resolve from the package's node_modules.
 */
export async function bundleForChild(
  entry: string,
  name: string,
): Promise<{ file: string; remove: () => void }> {
  const cache = join(packageRoot, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const directory = mkdtempSync(join(cache, `${name}-`));
  const file = join(directory, `${name}.mjs`);
  await build({
    entryPoints: [entry],
    outfile: file,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
  });
  return { file, remove: () => rmSync(directory, { recursive: true, force: true }) };
}
