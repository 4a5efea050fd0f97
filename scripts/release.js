// `npm run release`: the changesets become versions and changelogs, the lockfile follows, the
// packages are built and every published one is packed into release/ (git-ignored). Publishing
// needs the registry's credentials, which this script never holds: it prints the commands.
// `--pack-only` skips the versioning and the build (what `npm test` runs, after its own build).
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packPackages } from './pack-packages.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const releaseFolder = join(root, 'release');

/** @param {string[]} command */
function run(...command) {
  console.log(`\n$ ${command.join(' ')}`);
  execFileSync(command[0], command.slice(1), { cwd: root, stdio: 'inherit' });
}

if (!process.argv.includes('--pack-only')) {
  run('npx', 'changeset', 'version');
  // The workspaces' new versions, in the lockfile `npm ci` checks them against.
  run('npm', 'install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund');
  run('npm', 'run', 'build');
}
rmSync(releaseFolder, { recursive: true, force: true });
const packed = packPackages(releaseFolder);
// The registry page links a package's source and docs from these; the repository has no public
// address yet, so they are not invented here: say so before anything is published.
const missing = packed
  .filter(({ folder }) => {
    const manifest = JSON.parse(
      readFileSync(join(root, 'packages', folder, 'package.json'), 'utf8'),
    );
    return !manifest.repository || !manifest.homepage;
  })
  .map(({ name }) => name);
if (missing.length > 0)
  console.warn(
    `\nNote: ${missing.join(', ')} name no repository or homepage; add both to each package.json before publishing.`,
  );
console.log(`\nPacked into release/. To publish, with the registry's credentials:\n`);
for (const { tarball } of packed) {
  console.log(`npm publish ${relative(root, tarball)} --access public`);
}
