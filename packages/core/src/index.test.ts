import { expect, it } from 'vitest';
import * as core from './index.js';

// Pins the public API: an export added or removed shows up here in review.
it('exports exactly the public API', () => {
  expect(
    Object.keys(core)
      .filter((name) => !name.startsWith('LATCHKEY_ERROR__'))
      .sort(),
  ).toMatchSnapshot();
  expect(Object.keys(core).filter((name) => name.startsWith('LATCHKEY_ERROR__')).length).toBe(
    Object.keys(core.LatchkeyErrorMessages).length,
  );
});
