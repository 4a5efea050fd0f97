import { describe, expect, it } from 'vitest';
import {
  LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED,
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
    const other = failure(() => codeOf({ state: 'other', code: 'c' }, 's', 'Google'));
    expect(other.code).toBe(LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED);
    expect(other.message).toContain("Sign-in refused: Google's answer is for another sign-in");
  });

  it('turns access_denied into a cancellation, and other errors into a provider error', () => {
    const declined = failure(() => codeOf({ state: 's', error: 'access_denied' }, 's', 'Google'));
    expect(declined.code).toBe(LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED);
    const broken = failure(() =>
      codeOf({ state: 's', error: 'server_error', errorDescription: 'down' }, 's', 'Apple'),
    );
    expect(broken.code).toBe(LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED);
    expect(broken.message).toContain('Sign-in refused: Apple said down');
  });
});
