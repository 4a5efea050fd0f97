import { jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CLAIM_NAMES } from './read-session-claims.js';
import { sessionKeySet } from './session-key-set.js';
import {
  AUDIENCE,
  base64urlJson,
  createSigningKey,
  type SigningKey,
  sessionClaims,
  signSessionToken,
} from './session-tokens.fixture.js';
import { toSessionRefusal } from './to-session-refusal.js';
import { verifyWithNodeCrypto } from './verify-with-node-crypto.js';

// Node's verify must judge every token exactly as jose's jwtVerify would: the same payload for a
// good token, the same refusal for a bad one. Tokens here are signed by hand over any bytes, so
// the headers and payloads jose's signer would not make are covered too.

const issuer = 'https://auth.acme.test';
const checks = {
  algorithms: ['ES256'],
  issuer,
  audience: AUDIENCE,
  clockTolerance: 5,
  requiredClaims: [...SESSION_CLAIM_NAMES],
};
let key: SigningKey;
let other: SigningKey;
let keys: ReturnType<typeof sessionKeySet>;

beforeAll(async () => {
  key = await createSigningKey('key-1');
  other = await createSigningKey('key-2');
  keys = sessionKeySet({ jwks: { keys: [key.jwk] }, jwksUrl: 'unused:', jwksTimeoutMs: 5000 });
});

/** `header.payload.signature`, signed by `by` over the two segments exactly as given. */
async function signRaw(header: string, payload: string, by: SigningKey = key): Promise<string> {
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    by.privateKey,
    new TextEncoder().encode(`${header}.${payload}`),
  );
  return `${header}.${payload}.${Buffer.from(signature).toString('base64url')}`;
}

const outcome = (verify: Promise<{ payload: unknown }>) =>
  verify.then(
    ({ payload }) => ({ payload }),
    (error: unknown) => ({ refused: toSessionRefusal(error).message }),
  );
const joseAlone = (token: string) => outcome(jwtVerify(token, keys, checks));
const nodeThenJose = (token: string) =>
  outcome(
    verifyWithNodeCrypto(token, keys, checks).then(
      (verified) => verified ?? jwtVerify(token, keys, checks),
    ),
  );

describe('verifyWithNodeCrypto', () => {
  it('verifies a good token itself, with the payload jose reads', async () => {
    const token = await signSessionToken(key, sessionClaims(issuer));
    const verified = await verifyWithNodeCrypto(token, keys, checks);
    expect(verified).toBeDefined();
    expect(verified?.payload).toEqual((await jwtVerify(token, keys, checks)).payload);
  });

  it('leaves to jose what it does not decide: a bad signature, crit, b64, another algorithm', async () => {
    const token = await signSessionToken(key, sessionClaims(issuer));
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const claims = base64urlJson(sessionClaims(issuer));
    const declines = [
      flipped,
      await signRaw(base64urlJson({ alg: 'ES256', kid: 'key-1', crit: ['exp'], exp: 1 }), claims),
      await signRaw(base64urlJson({ alg: 'ES256', kid: 'key-1', b64: true }), claims),
      await signRaw(base64urlJson({ alg: 'ES384', kid: 'key-1' }), claims),
      `${token}.`,
    ];
    for (const declined of declines) {
      expect(await verifyWithNodeCrypto(declined, keys, checks), declined).toBeUndefined();
    }
  });

  it('judges every token as jose alone does', async () => {
    const good = sessionClaims(issuer);
    const header = base64urlJson({ alg: 'ES256', typ: 'JWT', kid: 'key-1' });
    const now = Math.floor(Date.now() / 1000);
    const token = await signSessionToken(key, good);
    const [, payload, signature] = token.split('.') as [string, string, string];
    const tokens = [
      token,
      await signSessionToken(key, { ...good, exp: now - 60 }),
      await signSessionToken(key, { ...good, iss: 'https://evil.example' }),
      await signSessionToken(key, { ...good, aud: 'other' }),
      await signSessionToken(key, { ...good, aud: ['other', AUDIENCE] }),
      await signSessionToken(key, { ...good, nbf: now + 600 }),
      await signSessionToken(key, { ...good, sid: undefined }),
      await signSessionToken(key, { ...good, iat: 'yesterday' }),
      await signSessionToken(other, good),
      await signSessionToken(other, good, { kid: 'key-1' }),
      await signSessionToken(key, good, { kid: undefined }),
      await signRaw(header, base64urlJson([1, 2, 3])),
      await signRaw(header, base64urlJson('a string')),
      await signRaw(header, Buffer.from('{"iss":').toString('base64url')),
      await signRaw(header, `${payload.slice(0, 10)}é${payload.slice(10)}`),
      await signRaw(header, `${payload}=`),
      await signRaw(Buffer.from([0xff, 0xfe]).toString('base64url'), payload),
      await signRaw(base64urlJson(['ES256']), payload),
      await signRaw(base64urlJson({ alg: 'ES256', kid: 'key-1', crit: ['exp'], exp: 1 }), payload),
      await signRaw(
        base64urlJson({ alg: 'ES256', kid: 'key-1', crit: ['b64'], b64: false }),
        payload,
      ),
      await signRaw(base64urlJson({ alg: 'ES256', kid: 'key-1', b64: true }), payload),
      await signRaw(`${header}=`, payload),
      `${token.slice(0, -signature.length)}${signature}=`,
      `${token.slice(0, -signature.length)}${signature}AA`,
      `${token.slice(0, -signature.length)}${signature.slice(0, -2)}`,
      `${token.slice(0, -signature.length)}${signature.slice(0, 20)}*${signature.slice(21)}`,
      `${header}.${payload}.`,
    ];
    for (const each of tokens) {
      expect(await nodeThenJose(each), each).toEqual(await joseAlone(each));
    }
    // Node decided the good one itself (so the comparison is not jose against itself).
    expect(await verifyWithNodeCrypto(token, keys, checks)).toBeDefined();
    expect(await joseAlone(token)).toHaveProperty('payload');
  });
});
