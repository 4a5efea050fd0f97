import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// What each published package's tarball holds, as `npm pack` would make it: the licence and a
// README for its registry page, public access for a scoped name, and none of our tests, fixtures
// or snapshots.
const root = fileURLToPath(new URL('..', import.meta.url));
const PACKAGES = ['core', 'react', 'evm', 'server', 'sandbox'];

function packedFiles(name: string): string[] {
  const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: `${root}packages/${name}`,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return (JSON.parse(output) as [{ files: { path: string }[] }])[0].files.map(({ path }) => path);
}

describe.each(PACKAGES)('@latchkey/%s as packed', (name) => {
  const manifest = JSON.parse(readFileSync(`${root}packages/${name}/package.json`, 'utf8'));

  it('is MIT with its LICENSE and a README, and publishes as public', () => {
    const files = packedFiles(name);
    expect(manifest.license).toBe('MIT');
    expect(manifest.publishConfig).toEqual({ access: 'public' });
    expect(files).toContain('LICENSE');
    expect(files).toContain('README.md');
    expect(readFileSync(`${root}packages/${name}/LICENSE`, 'utf8')).toBe(
      readFileSync(`${root}LICENSE`, 'utf8'),
    );
    expect(files.filter((path) => /\.(test|fixture)\.|__snapshots__|\.snap$/.test(path))).toEqual(
      [],
    );
  });
});
