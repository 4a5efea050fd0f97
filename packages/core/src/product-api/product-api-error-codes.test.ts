import { describe, expect, it } from 'vitest';
import {
  LATCHKEY_ERROR__CUSTODY__CODE_INVALID_OR_EXPIRED,
  LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED,
  LATCHKEY_ERROR__SESSION__ENDED,
  LATCHKEY_ERROR__SESSION__LAST_CREDENTIAL,
  LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED,
} from '../errors/codes.js';
import { catalogueCodeOf } from './product-api-error-codes.js';

describe('catalogueCodeOf', () => {
  it("throws the server's CODE_INVALID_OR_EXPIRED as the catalogue's, everything else as REQUEST_FAILED", () => {
    expect(catalogueCodeOf('CODE_INVALID_OR_EXPIRED')).toBe(
      LATCHKEY_ERROR__CUSTODY__CODE_INVALID_OR_EXPIRED,
    );
    for (const code of ['QUOTA_EXCEEDED', 'INTERNAL', 'toString', '__proto__', 42, undefined]) {
      expect(catalogueCodeOf(code)).toBe(LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED);
    }
  });
});

describe('the session codes', () => {
  it('throws a refused sign-in, an ended session and a last credential as catalogue codes of their own', () => {
    expect(catalogueCodeOf('SIGN_IN_MISMATCH')).toBe(LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED);
    expect(catalogueCodeOf('CHALLENGE_INVALID')).toBe(LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED);
    expect(catalogueCodeOf('REFRESH_TOKEN_REUSED')).toBe(LATCHKEY_ERROR__SESSION__ENDED);
    expect(catalogueCodeOf('REFRESH_TOKEN_INVALID')).toBe(LATCHKEY_ERROR__SESSION__ENDED);
    expect(catalogueCodeOf('LAST_CREDENTIAL')).toBe(LATCHKEY_ERROR__SESSION__LAST_CREDENTIAL);
  });
});
