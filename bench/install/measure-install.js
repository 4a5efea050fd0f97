// What `npm install` puts on disk for a set of packages: installed into an empty folder outside
// the workspace (third-party packages from the registry, the npm cache first), then the regular
// files of every package npm installed counted, except the host's own (React, which a React app
// has before it adds either library) and npm's bookkeeping. npm installs a dependency's required
// peers too; what only such a peer brought is also counted apart.
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Packages a host app already has: not counted. */
export const HOST_PACKAGES = ['react', 'react-dom', 'scheduler'];

/**
 * Bytes and files of one installed package, without its nested node_modules (counted as
 * packages of their own).
 *
 * @param {string} folder
 * @returns {{ bytes: number; files: number }}
 */
function countPackage(folder) {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') {
      const inner = countPackage(path);
      bytes += inner.bytes;
      files += inner.files;
    } else if (entry.isFile()) {
      bytes += lstatSync(path).size;
      files += 1;
    }
  }
  return { bytes, files };
}

/**
 * Installs `dependencies` (name → version or `file:` tarball) into a fresh folder and measures
 * what npm installed: bytes (the files' sizes), files and packages, and of those, what only the
 * dependencies' required peers brought (`peers`).
 *
 * @param {Record<string, string>} dependencies
 */
export function measureInstall(dependencies) {
  const folder = mkdtempSync(join(tmpdir(), 'latchkey-install-size-'));
  try {
    writeFileSync(
      join(folder, 'package.json'),
      JSON.stringify({ name: 'host-app', private: true, dependencies }),
    );
    execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: folder,
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: 180_000,
    });
    /** @type {{ packages: Record<string, { peer?: boolean; link?: boolean }> }} */
    const lockfile = JSON.parse(readFileSync(join(folder, 'package-lock.json'), 'utf8'));
    const host = HOST_PACKAGES.map((name) => `node_modules/${name}`);
    const total = { bytes: 0, files: 0, packages: 0 };
    const peers = { bytes: 0, files: 0, packages: 0 };
    for (const [path, { peer, link }] of Object.entries(lockfile.packages)) {
      if (path === '' || link || host.includes(path)) continue;
      const { bytes, files } = countPackage(join(folder, path));
      for (const sum of peer ? [total, peers] : [total]) {
        sum.bytes += bytes;
        sum.files += files;
        sum.packages += 1;
      }
    }
    return { ...total, peers };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
