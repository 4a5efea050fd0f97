import { base64url, exportJWK, generateKeyPair, importJWK, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { signEs256Jwt } from './sign-es256-jwt.js';

// Tokens signed by Node's crypto are ordinary ES256 JWTs: jose verifies them with the public key
// alone, and refuses them when a byte changes.

describe('signEs256Jwt', () => {
  it('makes a token jose verifies, with a 64-byte raw signature; a changed byte fails', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    const claims = { sub: 'user-1', aud: 'acme', iss: 'https://auth.example', exp: 4_000_000_000 };
    const token = signEs256Jwt(privateKey, { alg: 'ES256', kid: 'k1', typ: 'JWT' }, claims);
    const verified = await jwtVerify(token, publicKey, { algorithms: ['ES256'] });
    expect(verified.payload).toEqual(claims);
    expect(verified.protectedHeader).toEqual({ alg: 'ES256', kid: 'k1', typ: 'JWT' });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(base64url.decode(signature)).toHaveLength(64);

    const other = base64url.encode(JSON.stringify({ ...claims, sub: 'user-2' }));
    await expect(
      jwtVerify(`${header}.${other}.${signature}`, publicKey, { algorithms: ['ES256'] }),
    ).rejects.toThrow(/signature verification failed/);
    expect(payload).not.toBe(other);
  });

  it('signs with a non-extractable key imported from a JWK, as the server holds its keys', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    const held = (await importJWK({ ...jwk, alg: 'ES256' }, 'ES256')) as CryptoKey;
    expect(held.extractable).toBe(false);
    const { kty, crv, x, y } = jwk;
    const publicKey = await importJWK({ kty, crv, x, y } as typeof jwk, 'ES256');
    for (let i = 0; i < 3; i += 1) {
      const token = signEs256Jwt(held, { alg: 'ES256', kid: 'k', typ: 'JWT' }, { n: i });
      expect((await jwtVerify(token, publicKey)).payload).toEqual({ n: i });
    }
  });
});
