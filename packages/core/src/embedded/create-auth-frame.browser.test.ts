import { expect, it } from 'vitest';
import { LATCHKEY_ERROR__CUSTODY__FRAME_TIMED_OUT } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { createAuthFrame } from './create-auth-frame.js';

// A frame that loads but never speaks the protocol (here: a page of the test server that is not
// a custody frame) ends in a typed error after the deadline, and its iframe is gone.
it('gives up on an auth frame that never answers, and removes it', async () => {
  const error = await createAuthFrame({
    frameUrl: `${location.origin}/not-a-custody-frame`,
    timeoutMs: 300,
  }).catch((reason: unknown) => reason);
  expect(isLatchkeyError(error, LATCHKEY_ERROR__CUSTODY__FRAME_TIMED_OUT)).toBe(true);
  expect((error as Error).message).toBe(
    'The custody provider’s auth frame did not answer in 0.3 s',
  );
  expect(document.querySelector('iframe[id^="latchkey-auth-frame-"]')).toBeNull();
});
