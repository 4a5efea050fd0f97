import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// One package's tests reach another's test helpers through @latchkey/sandbox/testing (or a public
// entry), never by a relative path into its src/: a move inside one package cannot break another's.
const CROSS_PACKAGE = /from '(?:\.\.\/)+(?:core|react|evm|server|sandbox)\/src\/[^']+'/g;

// The one left, for a reason: react's session test builds its configs with core's fake Wallet
// Standard wallets, a fixture of core's own tests that the sandbox cannot hold (it would import
// core's internals).
const EXCEPTIONS = [
  "packages/react/src/hooks/use-session.test.tsx: from '../../../core/src/auth/session-server.fixture.js'",
];

describe("the packages' tests", () => {
  it("import no other package's source by a relative path", () => {
    const files = execFileSync('git', ['ls-files', 'packages/*/src/**'], { encoding: 'utf8' })
      .split('\n')
      .filter((path) => /\.(test|fixture)\.tsx?$/.test(path));
    const found = files.flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(CROSS_PACKAGE)].map(([text]) => `${path}: ${text}`),
    );
    expect(found.filter((hit) => !EXCEPTIONS.includes(hit))).toEqual([]);
    expect(files.length).toBeGreaterThan(100);
  });
});
