import { describe, expect, it } from 'vitest';
import {
  LATCHKEY_ERROR__OAUTH__PROVIDER_ERROR,
  LATCHKEY_ERROR__OAUTH__STATE_MISMATCH,
  LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED,
} from '../errors/codes.js';
import { codeOf } from './oauth-code.js';

const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as { code: number; message: string; name: string };
  }
  throw new Error('no failure');
};

describe('codeOf', () => {
  it("gives the code when the state is this sign-in's", () => {
    expect(codeOf({ state: 's', code: 'c' }, 's', 'Google')).toBe('c');
  });

  it("refuses another sign-in's state, even with a code", () => {
    expect(failure(() => codeOf({ state: 'other', code: 'c' }, 's', 'Google')).code).toBe(
      LATCHKEY_ERROR__OAUTH__STATE_MISMATCH,
    );
  });

  it('turns access_denied into a cancellation, and other errors into a provider error', () => {
    const declined = failure(() => codeOf({ state: 's', error: 'access_denied' }, 's', 'Google'));
    expect(declined.code).toBe(LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED);
    const broken = failure(() =>
      codeOf({ state: 's', error: 'server_error', errorDescription: 'down' }, 's', 'Apple'),
    );
    expect(broken.code).toBe(LATCHKEY_ERROR__OAUTH__PROVIDER_ERROR);
    expect(broken.message).toContain('Sign-in with Apple failed: down');
  });
});
