import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { publicPackages } from './pack-packages.js';

// The release script's packing (the version bump and the build left out): one tarball per
// published package in release/, and the publish command printed for each, in dependency order.
const root = fileURLToPath(new URL('..', import.meta.url));

it('packs every published package into release/ and prints how to publish each', () => {
  const output = execFileSync('node', ['scripts/release.js', '--pack-only'], {
    cwd: root,
    encoding: 'utf8',
  });
  const tarballs = publicPackages.map((folder) => {
    const { version } = JSON.parse(readFileSync(`${root}packages/${folder}/package.json`, 'utf8'));
    return `latchkey-${folder}-${version}.tgz`;
  });
  expect(readdirSync(`${root}release`).sort()).toEqual([...tarballs].sort());
  expect(output.split('\n').filter((line) => line.startsWith('npm publish'))).toEqual(
    tarballs.map((tarball) => `npm publish release/${tarball} --access public`),
  );
}, 60_000);
