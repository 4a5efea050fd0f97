import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { LATCHKEY_SDK_VERSION } from './version.js';

it('matches the package version', async () => {
  const packageJson = JSON.parse(
    await readFile(new URL('../package.json', import.meta.url), 'utf8'),
  ) as { version: string };
  expect(LATCHKEY_SDK_VERSION).toBe(packageJson.version);
});
