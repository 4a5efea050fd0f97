import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { measureBundle } from './measure-bundle.js';

// A transaction preview costs a page only the action's few lines up front: the reader (the
// simulation's strict reading, the instructions and their program clients) is a chunk that the
// first preview loads.

const entry = fileURLToPath(new URL('./preview-entry.fixture.ts', import.meta.url));
const previewFiles = (inputs: Set<string>) =>
  [...inputs]
    .filter((path) => /packages\/core\/src\/preview\/|@solana-program\/(system|token)\//.test(path))
    .map((path) => path.slice(path.indexOf(path.includes('preview/') ? 'preview/' : '@solana')))
    .sort();

describe('the transaction preview', () => {
  it('loads its reader as a chunk on the first preview', { timeout: 60_000 }, async () => {
    const { upfrontInputs, loadableInputs } = await measureBundle(entry);
    expect(previewFiles(upfrontInputs)).toEqual([]);
    expect([...upfrontInputs].some((path) => path.endsWith('actions/preview-transaction.ts'))).toBe(
      true,
    );
    expect(previewFiles(loadableInputs)).toEqual(
      expect.arrayContaining([
        'preview/build-transaction-preview.ts',
        'preview/read-instructions.ts',
        'preview/read-simulation-answer.ts',
        '@solana-program/token/dist/src/index.mjs',
      ]),
    );
  });
});
