import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPackage, createPackageFromTarballData, type Problem } from '@arethetypeswrong/core';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PackedPackage, packPackages, publicPackages } from './pack-packages.js';

// Each published package's tarball, packed once as `npm pack` makes it (the release script's
// packing): the licence and a README for its registry page, public access for a scoped name, none
// of our tests, fixtures or snapshots; publint finds nothing (strict, suggestions included), and
// "are the types wrong" finds nothing in the ESM-only profile (Node 16+ as ESM and bundlers; the
// packages ship no CommonJS, so node10 and require are not resolutions they claim).
const root = fileURLToPath(new URL('..', import.meta.url));
const destination = mkdtempSync(join(tmpdir(), 'latchkey-pack-'));
const ignoredResolutions = ['node10', 'node16-cjs'];
// `@latchkey/react/styles.css` is a stylesheet a bundler loads, not a module TypeScript types; a
// host's bundler types declare `*.css` (Vite's `vite/client`, Next's), so no types of ours belong.
const stylesheetEntrypoints = ['./styles.css'];
// `@latchkey/sandbox/testing` resolves in the workspace only (its one condition is the source's):
// the packages' tests share it; it is not published, so nothing outside can resolve it.
const workspaceEntrypoints = ['./testing'];
const unpublishedEntrypoints = [...stylesheetEntrypoints, ...workspaceEntrypoints];
let packed: Map<string, PackedPackage>;

beforeAll(() => {
  packed = new Map(packPackages(destination).map((pack) => [pack.folder, pack]));
}, 60_000);
afterAll(() => rmSync(destination, { recursive: true, force: true }));

function tarballBytes(folder: string): Uint8Array {
  return new Uint8Array(readFileSync(packed.get(folder)?.tarball ?? ''));
}

function describeProblem(problem: Problem): string {
  const where = 'entrypoint' in problem ? ` ${problem.entrypoint} (${problem.resolutionKind})` : '';
  const file = 'fileName' in problem ? ` ${problem.fileName}` : '';
  return `${problem.kind}${where}${file}`;
}

it('packs the five packages as tarballs named for their versions', () => {
  expect([...packed.keys()]).toEqual(publicPackages);
  for (const [folder, pack] of packed) {
    const manifest = JSON.parse(readFileSync(`${root}packages/${folder}/package.json`, 'utf8'));
    expect(pack.name).toBe(`@latchkey/${folder}`);
    expect(pack.version).toBe(manifest.version);
    expect(pack.tarball).toBe(join(destination, `latchkey-${folder}-${manifest.version}.tgz`));
    expect(readFileSync(pack.tarball).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  }
});

describe.each(publicPackages)('@latchkey/%s as packed', (folder) => {
  const manifest = JSON.parse(readFileSync(`${root}packages/${folder}/package.json`, 'utf8'));

  it('is MIT with its LICENSE and a README, and publishes as public', () => {
    const files = packed.get(folder)?.files ?? [];
    expect(manifest.license).toBe('MIT');
    expect(manifest.publishConfig).toEqual({ access: 'public' });
    expect(files).toContain('LICENSE');
    expect(files).toContain('README.md');
    expect(readFileSync(`${root}packages/${folder}/LICENSE`, 'utf8')).toBe(
      readFileSync(`${root}LICENSE`, 'utf8'),
    );
    expect(files.filter((path) => /\.(test|fixture)\.|__snapshots__|\.snap$/.test(path))).toEqual(
      [],
    );
  });

  it('has nothing publint reports', async () => {
    const bytes = tarballBytes(folder);
    const { messages, pkg } = await publint({
      pack: { tarball: bytes.buffer as ArrayBuffer },
      level: 'suggestion',
      strict: true,
    });
    expect(messages.map((message) => `${message.type}: ${formatMessage(message, pkg)}`)).toEqual(
      [],
    );
  });

  it('has types that are right for ESM in Node and bundlers', async () => {
    const analysis = await checkPackage(createPackageFromTarballData(tarballBytes(folder)), {
      excludeEntrypoints: unpublishedEntrypoints,
    });
    if (!analysis.types) throw new Error(`${manifest.name} ships no types`);
    expect(Object.keys(analysis.entrypoints)).toEqual(
      Object.keys(manifest.exports).filter((entry) => !unpublishedEntrypoints.includes(entry)),
    );
    // As `attw --profile esm-only`: a problem counts unless it is only about an ignored resolution.
    const problems = analysis.problems.filter(
      (problem) =>
        !('resolutionKind' in problem) || !ignoredResolutions.includes(problem.resolutionKind),
    );
    expect(problems.map(describeProblem)).toEqual([]);
  });
});
