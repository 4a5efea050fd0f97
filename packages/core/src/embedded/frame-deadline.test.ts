import { describe, expect, it } from 'vitest';
import { LATCHKEY_ERROR__CUSTODY__FRAME_TIMED_OUT } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { DEFAULT_FRAME_TIMEOUT_MS, frameDeadline } from './frame-deadline.js';

describe('frameDeadline', () => {
  it('passes an answer through and turns silence into a typed error', async () => {
    expect(DEFAULT_FRAME_TIMEOUT_MS).toBe(30_000);
    expect(await frameDeadline(Promise.resolve('04ab'), 'auth', 50)).toBe('04ab');
    const silence = await frameDeadline(new Promise(() => undefined), 'export', 20).catch(
      (error: unknown) => error,
    );
    expect(isLatchkeyError(silence, LATCHKEY_ERROR__CUSTODY__FRAME_TIMED_OUT)).toBe(true);
    expect((silence as Error).message).toBe(
      'The custody provider’s export frame did not answer in 0 s',
    );
    await expect(frameDeadline(Promise.reject(new Error('no')), 'auth', 50)).rejects.toThrow('no');
  });
});
