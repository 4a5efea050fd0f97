import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm install` in `cwd` as a stranger runs it: third-party packages from the npm registry (the
 * cache first: it is warm after the workspace's `npm ci`), no audit or funding notices.
 *
 * @example
 * ```ts
 * npmInstall(appFolder);
 * npmInstall(serverFolder, ['/tmp/pack/latchkey-server-0.1.0.tgz']);
 * ```
 */
export function npmInstall(cwd: string, packages: readonly string[] = []): string {
  return execFileSync(
    'npm',
    ['install', ...packages, '--prefer-offline', '--no-audit', '--no-fund'],
    { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 },
  );
}

/**
 * Where each installed `@latchkey/*` package came from, by its path in node_modules (nested
 * copies included), as the lockfile records it: `file:` for a local tarball.
 *
 * @example
 * ```ts
 * latchkeyResolutions(appFolder); // { 'node_modules/@latchkey/core': 'file:../pack/latchkey-core-0.1.0.tgz', … }
 * ```
 */
export function latchkeyResolutions(cwd: string): Record<string, string | undefined> {
  const lockfile = JSON.parse(readFileSync(join(cwd, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { resolved?: string }>;
  };
  return Object.fromEntries(
    Object.entries(lockfile.packages)
      .filter(([path]) => /(^|\/)node_modules\/@latchkey\//.test(path))
      .map(([path, { resolved }]) => [path, resolved]),
  );
}
