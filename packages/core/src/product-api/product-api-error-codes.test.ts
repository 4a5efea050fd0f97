import { describe, expect, it } from 'vitest';
import {
  LATCHKEY_ERROR__CUSTODY__CODE_INVALID_OR_EXPIRED,
  LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED,
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
