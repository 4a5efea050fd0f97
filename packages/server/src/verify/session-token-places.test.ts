import { SESSION_COOKIE_NAMES, SESSION_JWKS_PATH } from '@latchkey/core/product-api';
import { describe, expect, it } from 'vitest';
import { ACCESS_COOKIE_NAMES, JWKS_PATH } from './session-token-places.js';

describe('the verify entry’s copy of the session contract’s names', () => {
  it('is the contract’s', () => {
    expect(ACCESS_COOKIE_NAMES).toEqual([
      `__Host-${SESSION_COOKIE_NAMES.access}`,
      SESSION_COOKIE_NAMES.access,
    ]);
    expect(JWKS_PATH).toBe(SESSION_JWKS_PATH);
  });
});
