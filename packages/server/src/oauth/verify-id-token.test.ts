import { oauthNonce } from '@latchkey/core/product-api/client';
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { base64url, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerError } from '../server-error.js';
import { ISSUED_IN_FUTURE_MESSAGE } from './oauth-errors.js';
import type { OAuthProvider } from './oauth-provider-settings.js';
import { createOpenIdIssuers } from './openid-issuers.js';
import { startTestIssuer, type TestIssuer } from './test-issuer.fixture.js';
import { verifyIdToken } from './verify-id-token.js';

// The verifier against a real issuer on loopback (discovery, a JWKS of a real RS256 key): every
// way a token can be wrong is refused with its own code.

let issuer: TestIssuer;
let provider: OAuthProvider;
const publicKey = bytesToHex(p256.getPublicKey(p256.utils.randomSecretKey(), true));
const nonce = oauthNonce(publicKey);
const otherPublicKey = bytesToHex(p256.getPublicKey(p256.utils.randomSecretKey(), true));
const now = () => Math.floor(Date.now() / 1000);
beforeAll(async () => {
  issuer = await startTestIssuer();
  provider = {
    id: 'test',
    issuer: issuer.url,
    clientId: 'client-1',
    clientSecret: undefined,
    trustVerifiedEmail: false,
  };
});
afterAll(() => issuer?.close());

const verify = (token: string, options: { key?: string; timeoutMs?: number } = {}) =>
  verifyIdToken(token, {
    provider,
    publicKey: options.key ?? publicKey,
    getKey: createOpenIdIssuers({ timeoutMs: options.timeoutMs ?? 2000 }).get(provider.issuer)
      .getKey,
    nowMs: Date.now(),
  });
const refusal = async (token: string | Promise<string>, options = {}) => {
  const error = (await verify(await token, options).then(
    () => undefined,
    (thrown: unknown) => thrown,
  )) as ServerError | undefined;
  return error && { status: error.status, code: error.code, message: error.message };
};
const good = (claims: Record<string, unknown> = {}) =>
  issuer.sign({ sub: 'alice', aud: 'client-1', nonce, ...claims });

describe('verifyIdToken', () => {
  it('accepts the issuer’s token for this key, with its email verified (true or Apple’s "true")', async () => {
    expect(await verify(await good({ email: 'a@example.com', email_verified: 'true' }))).toEqual({
      issuer: issuer.url,
      subject: 'alice',
      email: 'a@example.com',
      emailVerified: true,
      expiresAtMs: expect.any(Number),
    });
    const unverified = await verify(await good({ email: 'a@example.com', email_verified: 'yes' }));
    expect(unverified.emailVerified).toBe(false);
    expect((await verify(await good({ aud: ['client-1', 'x'], azp: 'client-1' }))).subject).toBe(
      'alice',
    );
  });

  it('refuses a forged signature, an unknown key, alg none and HS256 keyed with the public key', async () => {
    const token = await good();
    const [head, body] = token.split('.');
    const other = await generateKeyPair('RS256');
    const foreign = await new SignJWT({ iss: issuer.url, sub: 'alice', aud: 'client-1', nonce })
      .setProtectedHeader({ alg: 'RS256', kid: 'not-in-jwks' })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(other.privateKey);
    const resigned = await new SignJWT({ iss: issuer.url, sub: 'alice', aud: 'client-1', nonce })
      .setProtectedHeader({ alg: 'RS256', kid: issuer.publicJwk().kid as string })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(other.privateKey);
    const none = `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${body}.`;
    const secret = new TextEncoder().encode(JSON.stringify(issuer.publicJwk()));
    const hmac = await new SignJWT({ iss: issuer.url, sub: 'alice', aud: 'client-1', nonce })
      .setProtectedHeader({ alg: 'HS256', kid: issuer.publicJwk().kid as string })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(secret);
    const invalid = (message: string) => ({ status: 401, code: 'OAUTH_TOKEN_INVALID', message });
    expect(await refusal(resigned)).toEqual(invalid("The ID token's signature is not valid"));
    expect(await refusal(`${head}.${body}.${'A'.repeat(342)}`)).toEqual(
      invalid("The ID token's signature is not valid"),
    );
    expect(await refusal(foreign)).toEqual(invalid("The ID token's key is not the provider's"));
    const algorithm = invalid('The ID token is not signed with an allowed algorithm');
    expect(await refusal(none)).toEqual(algorithm);
    expect(await refusal(hmac)).toEqual(algorithm);
    expect(await refusal('not.a.jwt')).toEqual(
      invalid('The ID token is not in canonical base64url'),
    );
    expect(await refusal('bm90.YQ.and0')).toEqual(
      invalid('The ID token is not a valid signed JWT'),
    );
  });

  it('refuses another issuer, another audience, an expired token, one from the future, no sub, another key’s nonce', async () => {
    const code = async (token: Promise<string>, options = {}) =>
      (await refusal(token, options))?.code;
    expect(await code(good({ iss: 'https://evil.example' }))).toBe('OAUTH_ISSUER_MISMATCH');
    expect(await code(good({ aud: 'client-2' }))).toBe('OAUTH_AUDIENCE_MISMATCH');
    expect(await code(good({ aud: ['client-1', 'x'], azp: 'x' }))).toBe('OAUTH_AUDIENCE_MISMATCH');
    expect(await code(good({ iat: now() - 700, exp: now() - 61 }))).toBe('OAUTH_TOKEN_EXPIRED');
    // Within the skew either way is still good.
    expect(await code(good({ iat: now() + 50, exp: now() - 50 + 300 }))).toBeUndefined();
    expect(await refusal(good({ iat: now() + 120, exp: now() + 600 }))).toEqual({
      status: 401,
      code: 'OAUTH_TOKEN_INVALID',
      message: ISSUED_IN_FUTURE_MESSAGE,
    });
    expect(await code(issuer.sign({ aud: 'client-1', nonce }))).toBe('OAUTH_TOKEN_INVALID');
    expect(await code(good({ sub: '' }))).toBe('OAUTH_TOKEN_INVALID');
    expect(await code(good({ nonce: oauthNonce(otherPublicKey) }))).toBe('OAUTH_NONCE_MISMATCH');
    expect(await code(good({ nonce: undefined }))).toBe('OAUTH_NONCE_MISMATCH');
  });

  it('takes Google’s issuer in both the forms Google documents, and no other issuer that way', async () => {
    const { getKey } = createOpenIdIssuers({ timeoutMs: 2000 }).get(issuer.url);
    const google = { ...provider, issuer: 'https://accounts.google.com' };
    const check = async (iss: string, as = google) =>
      verifyIdToken(await good({ iss }), {
        provider: as,
        publicKey,
        getKey,
        nowMs: Date.now(),
      }).then(
        (verified) => verified.issuer,
        (error: ServerError) => error.code,
      );
    expect(await check('accounts.google.com')).toBe('https://accounts.google.com');
    expect(await check('https://accounts.google.com')).toBe('https://accounts.google.com');
    expect(await check('accounts.google.com', provider)).toBe('OAUTH_ISSUER_MISMATCH');
    expect(await check('http://accounts.google.com')).toBe('OAUTH_ISSUER_MISMATCH');
  });

  it('fetches the keys again for a kid it has not seen (a rotation), once per cooldown', async () => {
    const checker = (cooldownMs?: number) => {
      const { getKey } = createOpenIdIssuers({ timeoutMs: 2000, cooldownMs }).get(issuer.url);
      return (token: string) =>
        verifyIdToken(token, { provider, publicKey, getKey, nowMs: Date.now() });
    };
    const check = checker(0);
    const before = issuer.state.jwksFetches;
    await check(await good());
    await check(await good());
    expect(issuer.state.jwksFetches).toBe(before + 1);
    await issuer.rotate();
    expect((await check(await good())).subject).toBe('alice');
    expect(issuer.state.jwksFetches).toBe(before + 2);
    // With the default cooldown, tokens naming kids nobody has cost one fetch, not one each.
    const guarded = checker();
    await guarded(await good());
    const unknown = await good();
    await issuer.rotate();
    for (let i = 0; i < 5; i += 1) await expect(guarded(unknown)).resolves.toBeDefined();
    const fetches = issuer.state.jwksFetches;
    for (let i = 0; i < 5; i += 1) {
      await expect(guarded(await good())).rejects.toMatchObject({ code: 'OAUTH_TOKEN_INVALID' });
    }
    expect(issuer.state.jwksFetches).toBe(fetches);
  });

  it('answers 503 OAUTH_PROVIDER_UNAVAILABLE for an unreachable, a hanging or a mislabelled provider', {
    timeout: 60_000,
  }, async () => {
    const unavailable = {
      status: 503,
      code: 'OAUTH_PROVIDER_UNAVAILABLE',
      message: expect.any(String),
    };
    const token = await good();
    issuer.state.mode = 'wrong-issuer';
    expect(await refusal(token)).toEqual(unavailable);
    issuer.state.mode = 'hang';
    const started = Date.now();
    expect(await refusal(token, { timeoutMs: 300 })).toEqual(unavailable);
    expect(Date.now() - started).toBeLessThan(2000);
    issuer.state.mode = 'ok';
    const closed = await startTestIssuer();
    await closed.close();
    provider = { ...provider, issuer: closed.url };
    try {
      expect(await refusal(token)).toEqual(unavailable);
    } finally {
      provider = { ...provider, issuer: issuer.url };
    }
  });
});
