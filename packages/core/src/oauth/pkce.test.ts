import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { oauthNonce } from '../product-api/oauth-nonce.js';
import { nonceFor, pkceChallenge, randomUrlToken } from './pkce.js';

describe('PKCE', () => {
  it('computes the S256 challenge: base64url of the SHA-256 of the verifier, unpadded', async () => {
    for (const verifier of ['dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gXr5TjDOs', randomUrlToken(64)]) {
      const expected = createHash('sha256').update(verifier).digest('base64url');
      expect(await pkceChallenge(verifier)).toBe(expected);
    }
  });

  it("binds the session key as the contract's oauthNonce does, which the server checks", async () => {
    for (const publicKey of [`02${'ab'.repeat(32)}`, `03${'0f'.repeat(32)}`]) {
      expect(await nonceFor(publicKey)).toBe(oauthNonce(publicKey));
    }
  });

  it('makes URL-safe random tokens of 43 characters from 32 bytes, never the same twice', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => randomUrlToken()));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
