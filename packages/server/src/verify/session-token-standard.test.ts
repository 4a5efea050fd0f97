import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JwksServer, serveJwks } from './jwks-server.fixture.js';
import {
  AUDIENCE,
  createSigningKey,
  type SigningKey,
  sessionClaims,
  signSessionToken,
} from './session-tokens.fixture.js';
import { verifySession } from './verify-session.js';
import { verifyWithJsonwebtoken } from './verify-with-jsonwebtoken.fixture.js';

// A token verifySession accepts is a standard JWT: jsonwebtoken, with node:crypto's key from the
// published JWK set alone, accepts it too (and refuses what verifySession refuses).

let key: SigningKey;
let server: JwksServer;

beforeAll(async () => {
  key = await createSigningKey('key-1');
  server = await serveJwks({ keys: [(await createSigningKey('key-0')).jwk, key.jwk] });
});

afterAll(() => server.close());

describe('an access token is a standard JWT', () => {
  it('verifies with jsonwebtoken from the published JWK set alone', async () => {
    const token = await signSessionToken(key, sessionClaims(server.issuer));
    const expected = { issuer: server.issuer, audience: AUDIENCE };
    const claims = await verifyWithJsonwebtoken(token, server.jwksUrl, expected);
    const session = await verifySession(token, expected);
    expect(claims).toEqual(JSON.parse(JSON.stringify(session.claims)));
    expect(claims).toMatchObject({ sub: 'user-1', sid: 'session-1', environment_id: AUDIENCE });
  });

  it('is refused by jsonwebtoken too when forged, expired or for another audience', async () => {
    const expected = { issuer: server.issuer, audience: AUDIENCE };
    const impostor = await createSigningKey('key-1');
    const tokens = [
      await signSessionToken(impostor, sessionClaims(server.issuer)),
      await signSessionToken(key, sessionClaims(server.issuer, { exp: 1 })),
      await signSessionToken(key, sessionClaims(server.issuer, { aud: 'beta' })),
    ];
    for (const token of tokens) {
      await expect(verifyWithJsonwebtoken(token, server.jwksUrl, expected)).rejects.toThrow(
        /invalid signature|jwt expired|jwt audience invalid/,
      );
    }
  });
});
