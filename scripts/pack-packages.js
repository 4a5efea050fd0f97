// The five published packages packed as the registry would receive them, for the release script,
// the tarball checks and the packaged-app e2e: one `npm pack` for all five (a workspace each),
// with scripts off — `npm run build` comes first, so `dist/` is what ships.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The folders under packages/ whose packages are published, in dependency order. */
export const publicPackages = ['core', 'react', 'evm', 'server', 'sandbox'];

/**
 * @param {string} destination
 * @param {readonly string[]} [folders]
 */
export function packPackages(destination, folders = publicPackages) {
  mkdirSync(destination, { recursive: true });
  const workspaces = folders.flatMap((folder) => ['-w', `packages/${folder}`]);
  const output = execFileSync(
    'npm',
    ['pack', ...workspaces, '--pack-destination', destination, '--json', '--ignore-scripts'],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 },
  );
  /** @type {{ name: string; version: string; filename: string; files: { path: string }[] }[]} */
  const packed = JSON.parse(output);
  return packed.map(({ name, version, filename, files }, index) => ({
    name,
    version,
    folder: folders[index],
    tarball: join(destination, filename),
    files: files.map(({ path }) => path),
  }));
}
