import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { oauthNonce } from './oauth-nonce.js';

describe('oauthNonce', () => {
  it("is the lowercase hex SHA-256 of the public key's hex text, as the custody provider binds it", () => {
    const publicKey = `02${'ab'.repeat(32)}`;
    const expected = createHash('sha256').update(publicKey, 'utf8').digest('hex');
    expect(oauthNonce(publicKey)).toBe(expected);
    expect(oauthNonce(`03${'ab'.repeat(32)}`)).not.toBe(expected);
  });
});
