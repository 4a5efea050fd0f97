import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The README's code is real: every TypeScript block is a file under docs/examples, shown
// verbatim, and those files compile (strict, against the packages' sources) in this test.

const root = fileURLToPath(new URL('..', import.meta.url));
const readme = readFileSync(`${root}README.md`, 'utf8');
const examplesDir = `${root}docs/examples/`;
const fence = /(?:<!-- example: (?<path>[^ ]+) -->\n)?```(?<lang>tsx?)\n(?<code>[\s\S]*?)```/g;

const blocks = [...readme.matchAll(fence)].map((match) => ({
  path: match.groups?.path,
  code: match.groups?.code ?? '',
  line: readme.slice(0, match.index).split('\n').length,
}));

describe('README', () => {
  it('has the sections a host needs', () => {
    const headings = [...readme.matchAll(/^#{2,3} (.+)$/gm)].map((match) => match[1]);
    for (const section of [
      'Quick start',
      'Concepts',
      'Configuration reference',
      'Hooks reference',
      'Connecting to production',
      'Migrating from @solana/wallet-adapter-react',
      'Performance',
      'Security and robustness',
      'API reference',
      'Architecture',
    ]) {
      expect(headings).toContain(section);
    }
  });

  it('shows only compiled examples, each verbatim from docs/examples', () => {
    expect(blocks.length).toBeGreaterThan(5);
    for (const block of blocks) {
      expect(block.path, `the block at README.md:${block.line} names no example file`).toMatch(
        /^docs\/examples\/[\w-]+\.tsx?$/,
      );
      const file = readFileSync(`${root}${block.path}`, 'utf8');
      expect(block.code, `README.md:${block.line} differs from ${block.path}`).toBe(file);
    }
  });

  it('uses every example file', () => {
    const shown = new Set(blocks.map((block) => block.path));
    const files = readdirSync(examplesDir).filter(
      (name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'),
    );
    expect(files.filter((name) => !shown.has(`docs/examples/${name}`))).toEqual([]);
  });

  it('compiles every example (TypeScript strict, no errors)', async () => {
    const tsc = `${root}node_modules/.bin/tsc`;
    const run = promisify(execFile);
    const result = await run(tsc, ['-p', `${examplesDir}tsconfig.json`]).catch(
      (error: { stdout: string; code: number }) => error,
    );
    expect(result.stdout).toBe('');
    expect('code' in result ? result.code : 0).toBe(0);
  }, 60_000);
});
