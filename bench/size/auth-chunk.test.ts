import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { measureBundle } from './measure-bundle.js';

// Sessions cost a page nothing up front: the connect entry (a config without `auth`) loads no
// file of core's auth/ with the page; they are chunks a page with `auth` loads on its first connect.

const connectEntry = fileURLToPath(new URL('./entries/latchkey/connect.tsx', import.meta.url));

describe('the session code', () => {
  it('is chunks of its own, never loaded up front', { timeout: 60_000 }, async () => {
    const { upfrontInputs, loadableInputs } = await measureBundle(connectEntry);
    const auth = (inputs: Set<string>) =>
      [...inputs].filter((path) => path.includes('packages/core/src/auth/'));
    expect(auth(upfrontInputs)).toEqual([]);
    expect(auth(loadableInputs)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('auth/sign-in-with-wallet.ts'),
        expect.stringContaining('auth/refresh-session.ts'),
      ]),
    );
  });
});
