import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readPage, repositoryRoot as root, sitePages } from './site-pages.js';

// The docs' code is real: on every page (the README and the site's), every TypeScript block is a
// file under docs/examples, shown verbatim, and those files compile (strict, against the
// packages' sources) in this test.

const examplesDir = `${root}docs/examples/`;
const fence = /(?:<!-- example: (?<path>[^ ]+) -->\n)?```(?<lang>tsx?)\n(?<code>[\s\S]*?)```/g;

const pages = sitePages().map((path) => ({ path, text: readPage(path) }));
const blocks = pages.flatMap((page) =>
  [...page.text.matchAll(fence)].map((match) => ({
    path: match.groups?.path,
    code: match.groups?.code ?? '',
    at: `${page.path}:${page.text.slice(0, match.index).split('\n').length}`,
  })),
);

/** The pages a host needs and the headings each must keep (README and the docs site). */
const REQUIRED: Record<string, string[]> = {
  'README.md': ['Quick start', 'Documentation'],
  'docs/getting-started.md': ['Getting started', 'Quick start', 'Concepts', 'Scripts'],
  'docs/guide/connect-wallets.md': [
    'Connecting wallets',
    'Phantom on a phone (`@latchkey/core/deeplink`)',
  ],
  'docs/guide/embedded-wallets.md': [
    'Embedded wallets with passkeys (`@latchkey/core/embedded`)',
    "Embedded wallets' custody (`@latchkey/core/custody`)",
  ],
  'docs/guide/social-login.md': ['Social login: Google, Apple and any OpenID provider'],
  'docs/guide/sessions.md': ['Sessions for your backend'],
  'docs/guide/accounts-and-mfa.md': [
    'Accounts and MFA',
    'Sign-in methods',
    'What the server guards',
    'Several embedded wallets',
  ],
  'docs/guide/transactions.md': [
    'Transfers, fees and sending (`@latchkey/core/transactions`)',
    'Priority fees',
    'Transaction toasts',
  ],
  'docs/guide/fee-sponsorship.md': ['Fee sponsorship', 'What the server enforces'],
  'docs/guide/approvals.md': [
    'What the user approves',
    'Your own view, and previews for any wallet',
  ],
  'docs/guide/ui-and-theming.md': ['The UI', 'Theming'],
  'docs/guide/server-rendering.md': ['Server rendering', 'Next.js (App Router)'],
  'docs/guide/production.md': ['Connecting to production'],
  'docs/guide/deploying-the-server.md': ['Deploying the server', 'From environment variables'],
  'docs/guide/evm-bridge.md': ['The EVM bridge (`@latchkey/evm`)'],
  'docs/guide/migrating-from-wallet-adapter.md': ['Migrating from @solana/wallet-adapter-react'],
  'docs/guide/testing-your-app.md': ['Testing your app'],
  'docs/reference/configuration.md': ['Configuration reference'],
  'docs/reference/hooks.md': ['Hooks reference'],
  'docs/reference/api.md': ['API reference'],
  'docs/reference/gallery.md': ['UI gallery'],
  'docs/reference/performance.md': ['Performance', 'Bundle cost', 'Latency'],
  'docs/reference/security.md': ['Security and robustness'],
  'docs/reference/architecture.md': ['Architecture'],
};

describe('the README and the docs site', () => {
  it('have the pages and sections a host needs', () => {
    for (const [path, sections] of Object.entries(REQUIRED)) {
      const page = pages.find((candidate) => candidate.path === path);
      expect(page, `${path} is missing`).toBeDefined();
      const headings = [...(page?.text ?? '').matchAll(/^#{1,3} (.+)$/gm)].map((m) => m[1]);
      for (const section of sections) {
        expect(headings, `${path} has no heading '${section}'`).toContain(section);
      }
    }
  });

  it('show only compiled examples, each verbatim from docs/examples', () => {
    expect(blocks.length).toBeGreaterThan(5);
    for (const block of blocks) {
      expect(block.path, `the block at ${block.at} names no example file`).toMatch(
        /^docs\/examples\/[\w-]+\.tsx?$/,
      );
      const file = readFileSync(`${root}${block.path}`, 'utf8');
      expect(block.code, `${block.at} differs from ${block.path}`).toBe(file);
    }
  });

  it('use every example file', () => {
    const shown = new Set(blocks.map((block) => block.path));
    const files = readdirSync(examplesDir).filter(
      (name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'),
    );
    expect(files.filter((name) => !shown.has(`docs/examples/${name}`))).toEqual([]);
  });

  it('compile every example (TypeScript strict, no errors)', async () => {
    const tsc = `${root}node_modules/.bin/tsc`;
    const run = promisify(execFile);
    const result = await run(tsc, ['-p', `${examplesDir}tsconfig.json`]).catch(
      (error: { stdout: string; code: number }) => error,
    );
    expect(result.stdout).toBe('');
    expect('code' in result ? result.code : 0).toBe(0);
  }, 60_000);
});
