import { base64url, exportSPKI, generateKeyPair, importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAttack } from '../testing/record-attack.fixture.js';
import { claimIdToken } from './id-token-claims.js';
import { ISSUED_IN_FUTURE_MESSAGE } from './oauth-errors.js';
import { type OAuthServerStack, startOAuthServer } from './oauth-server.fixture.js';

// Every way to talk the server into logging a session key in with a token it should not take:
// each refused with its typed code, no session written and no key logged in at the custody
// provider (it is never even asked). Counted in `npm test`'s sign-in abuse line.

let stack: OAuthServerStack;
let victim: { organizationId: string; sub: string };
beforeAll(async () => {
  stack = await startOAuthServer();
  const key = stack.sessionKey();
  const sub = `victim-${crypto.randomUUID()}`;
  const idToken = stack.openId.signIdToken('google', { sub, nonce: key.nonce });
  const signedUp = await stack.oauthLogin({
    provider: 'google',
    publicKey: key.publicKey,
    idToken,
  });
  expect(signedUp.status).toBe(200);
  victim = { organizationId: signedUp.body.organizationId, sub };
});
afterAll(() => stack?.stop());

type SessionKey = ReturnType<OAuthServerStack['sessionKey']>;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const count = async (table: string) =>
  Number(
    (await stack.database.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n,
  );
const oauthLoginsAtCustody = () =>
  stack.custody.admin.requests().filter((request) => request.path.endsWith('/oauth_login')).length;

/** One hostile try: the body to send with its session key, and the code (and message) expected. */
interface Attempt {
  key: SessionKey;
  body: Record<string, unknown> | string;
  code: string;
  message?: string;
  /** The key was logged in by the token's one legitimate use before. */
  usedBefore?: true;
}

/** Sends each attempt, expects each refused with its code, nothing issued; records them. */
async function expectRefused(
  name: string,
  attempts: Attempt[],
  category: 'sign-in' | 'attack' = 'sign-in',
) {
  const before = [await count('sessions'), oauthLoginsAtCustody()];
  let refused = 0;
  for (const attempt of attempts) {
    const body =
      typeof attempt.body === 'string'
        ? attempt.body
        : { provider: 'google', publicKey: attempt.key.publicKey, ...attempt.body };
    const { status, body: answer } = await stack.post('/embedded/oauth-login', body);
    expect(answer.session).toBeUndefined();
    expect([status >= 400 && status < 500, answer.error?.code]).toEqual([true, attempt.code]);
    if (attempt.message) expect(answer.error.message).toBe(attempt.message);
    if (!attempt.usedBefore)
      expect(await stack.canStamp(attempt.key, victim.organizationId)).toBe(false);
    refused += 1;
  }
  expect([await count('sessions'), oauthLoginsAtCustody()]).toEqual(before);
  recordAttack(name, attempts.length, refused, category);
}

const victimToken = (key: SessionKey, claims: Record<string, unknown> = {}) =>
  stack.openId.signIdToken('google', { sub: victim.sub, nonce: key.nonce, ...claims });
const attempt = (
  make: (key: SessionKey) => string | Promise<string>,
  code: string,
  message?: string,
) => {
  const key = stack.sessionKey();
  return Promise.resolve(make(key)).then(
    (idToken): Attempt => ({
      key,
      body: { idToken },
      code,
      ...(message ? { message } : {}),
    }),
  );
};

/** The issuer's real public key, as its JWKS serves it. */
async function issuerPublicJwk() {
  const issuer = stack.openId.issuers.google;
  const discovery = await (await fetch(`${issuer}/.well-known/openid-configuration`)).json();
  const { keys } = await (await fetch(discovery.jwks_uri)).json();
  return keys[0] as Record<string, string>;
}

describe('hostile OpenID sign-in tokens', () => {
  it('refuses forged signatures: another key (same kid, unknown kid), alg none, HS256 keyed with the public key', async () => {
    const other = await generateKeyPair('RS256');
    const jwk = await issuerPublicJwk();
    const pem = await exportSPKI((await importJWK(jwk, 'RS256')) as CryptoKey);
    const forge = (
      key: SessionKey,
      alg: string,
      header: Record<string, unknown>,
      secret: unknown,
    ) =>
      new SignJWT({
        iss: stack.openId.issuers.google,
        aud: stack.openId.clients.google.clientId,
        sub: victim.sub,
        nonce: key.nonce,
      })
        .setProtectedHeader({ alg, ...header })
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(secret as CryptoKey);
    const hmac = (text: string) => new TextEncoder().encode(text);
    await expectRefused('OpenID forgeries: wrong signature, unknown key, alg none, HS256', [
      await attempt(
        (key) => forge(key, 'RS256', { kid: jwk.kid }, other.privateKey),
        'OAUTH_TOKEN_INVALID',
      ),
      await attempt((key) => {
        const [head, body] = victimToken(key).split('.');
        return `${head}.${body}.${base64url.encode(crypto.getRandomValues(new Uint8Array(256)))}`;
      }, 'OAUTH_TOKEN_INVALID'),
      await attempt(
        (key) => forge(key, 'RS256', { kid: 'not-in-the-jwks' }, other.privateKey),
        'OAUTH_TOKEN_INVALID',
      ),
      await attempt(
        (key) =>
          `${victimToken(key, {})
            .split('.')[0]
            ?.replace(
              /.*/,
              base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' })),
            )}.${victimToken(key).split('.')[1]}.`,
        'OAUTH_TOKEN_INVALID',
      ),
      await attempt(
        (key) => forge(key, 'HS256', { kid: jwk.kid }, hmac(JSON.stringify(jwk))),
        'OAUTH_TOKEN_INVALID',
      ),
      await attempt(
        (key) => forge(key, 'HS256', { kid: jwk.kid }, hmac(pem)),
        'OAUTH_TOKEN_INVALID',
      ),
      await attempt((key) => forge(key, 'HS256', {}, hmac(pem)), 'OAUTH_TOKEN_INVALID'),
    ]);
  });

  it('refuses the issuer’s own signature on wrong claims: iss, aud, expired, future, another key’s nonce, no sub', async () => {
    const other = stack.sessionKey();
    await expectRefused('OpenID claims: iss, aud, exp, iat, nonce, sub', [
      await attempt(
        (key) => victimToken(key, { iss: 'https://accounts.google.com' }),
        'OAUTH_ISSUER_MISMATCH',
      ),
      await attempt(
        (key) => victimToken(key, { aud: 'another-client' }),
        'OAUTH_AUDIENCE_MISMATCH',
      ),
      await attempt(
        (key) => victimToken(key, { aud: ['another-client', 'x'] }),
        'OAUTH_AUDIENCE_MISMATCH',
      ),
      await attempt(
        (key) => victimToken(key, { iat: nowSeconds() - 900, exp: nowSeconds() - 120 }),
        'OAUTH_TOKEN_EXPIRED',
      ),
      await attempt(
        (key) => victimToken(key, { iat: nowSeconds() + 600, exp: nowSeconds() + 1200 }),
        'OAUTH_TOKEN_INVALID',
        ISSUED_IN_FUTURE_MESSAGE,
      ),
      await attempt(() => victimToken(other), 'OAUTH_NONCE_MISMATCH'),
      await attempt((key) => victimToken(key, { nonce: undefined }), 'OAUTH_NONCE_MISMATCH'),
      await attempt((key) => victimToken(key, { sub: undefined }), 'OAUTH_TOKEN_INVALID'),
      await attempt((key) => victimToken(key, { sub: '' }), 'OAUTH_TOKEN_INVALID'),
      await attempt((key) => victimToken(key, { sub: 'x'.repeat(256) }), 'OAUTH_TOKEN_INVALID'),
      await attempt(
        (key) =>
          stack.openId.signIdToken('apple', {
            sub: victim.sub,
            nonce: key.nonce,
            iss: stack.openId.issuers.google,
          }),
        'OAUTH_TOKEN_INVALID',
      ),
    ]);
  });

  it('refuses a used token for a second key and for the same key again', async () => {
    const key = stack.sessionKey();
    const idToken = victimToken(key);
    const first = await stack.oauthLogin({ provider: 'google', publicKey: key.publicKey, idToken });
    expect(first.status).toBe(200);
    const second = stack.sessionKey();
    await expectRefused('OpenID token replayed', [
      { key: second, body: { idToken }, code: 'OAUTH_NONCE_MISMATCH' },
      { key: stack.sessionKey(), body: { idToken }, code: 'OAUTH_NONCE_MISMATCH' },
      { key, body: { idToken }, code: 'OAUTH_TOKEN_REUSED', usedBefore: true },
    ]);
  });

  it('refuses the 15 other spellings of a used token (its signature’s unused bits set)', async () => {
    const key = stack.sessionKey();
    const idToken = victimToken(key);
    expect(
      (await stack.oauthLogin({ provider: 'google', publicKey: key.publicKey, idToken })).status,
    ).toBe(200);
    // RS256 signs 256 bytes: 342 characters, the last one's low 4 bits unused. Each of these
    // decodes (leniently, as Node and jose read it) to the same signature, and so verifies.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const signature = idToken.slice(idToken.lastIndexOf('.') + 1);
    const respellings = [...alphabet]
      .map((last) => `${idToken.slice(0, -1)}${last}`)
      .filter(
        (text) =>
          text !== idToken &&
          Buffer.from(text.slice(text.lastIndexOf('.') + 1), 'base64url').equals(
            Buffer.from(signature, 'base64url'),
          ),
      );
    expect(respellings).toHaveLength(15);
    await expectRefused(
      'used OpenID token respelled (15 spellings of its signature)',
      respellings.map((respelled) => ({
        key,
        body: { idToken: respelled },
        code: 'OAUTH_TOKEN_INVALID',
        message: 'The ID token is not in canonical base64url',
        usedBefore: true as const,
      })),
      // Counted with the attacks: a respelled token is a replay, whatever it asks for.
      'attack',
    );
  });

  it('claims a token by what was signed, so another signature of the same claims is the same token', async () => {
    const idToken = victimToken(stack.sessionKey());
    const signingInput = idToken.slice(0, idToken.lastIndexOf('.'));
    const expiresAt = Date.now() + 60_000;
    await claimIdToken(stack.database, idToken, expiresAt);
    // An ES256 signature's twin (s and n − s both verify) would be such a token.
    await expect(
      claimIdToken(stack.database, `${signingInput}.${'A'.repeat(342)}`, expiresAt),
    ).rejects.toMatchObject({ code: 'OAUTH_TOKEN_REUSED' });
  });

  it('of 8 parallel uses of one token, exactly one signs in', async () => {
    const key = stack.sessionKey();
    const idToken = victimToken(key);
    const sessions = await count('sessions');
    const custodyLogins = oauthLoginsAtCustody();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        stack.oauthLogin({ provider: 'google', publicKey: key.publicKey, idToken }),
      ),
    );
    const codes = answers.map((answer) => answer.body.error?.code ?? answer.status).sort();
    expect(codes).toEqual([200, ...Array(7).fill('OAUTH_TOKEN_REUSED')].sort());
    expect(await count('sessions')).toBe(sessions + 1);
    // The others were stopped before the custody provider saw the token.
    expect(oauthLoginsAtCustody()).toBe(custodyLogins + 1);
    recordAttack('OpenID token used 8 times in parallel', 7, 7, 'sign-in');
  });

  it('refuses 60 random and malformed strings and bodies with a typed error', async () => {
    let seed = 28;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const junk = (length: number) =>
      base64url.encode(Uint8Array.from({ length }, () => Math.floor(random() * 256)));
    const json = (value: unknown) => base64url.encode(JSON.stringify(value));
    const attempts: Attempt[] = [];
    const add = (body: Attempt['body'], code: string) =>
      attempts.push({ key: stack.sessionKey(), body, code });
    add({ idToken: '' }, 'INVALID_REQUEST');
    add({ idToken: 42 }, 'INVALID_REQUEST');
    add({ idToken: 'x'.repeat(20_000) }, 'OAUTH_TOKEN_INVALID');
    add(
      JSON.stringify({ environmentId: 'acme', provider: 'google', idToken: 'x'.repeat(70_000) }),
      'PAYLOAD_TOO_LARGE',
    );
    add({ idToken: '...' }, 'OAUTH_TOKEN_INVALID');
    add({ idToken: '..' }, 'OAUTH_TOKEN_INVALID');
    add(
      { idToken: `${json({ alg: 'RS256' })}.${json([1, 2])}.${junk(256)}` },
      'OAUTH_TOKEN_INVALID',
    );
    add({ idToken: `${json('RS256')}.${json({ sub: 'a' })}.${junk(256)}` }, 'OAUTH_TOKEN_INVALID');
    add(
      { idToken: `${json({ alg: 'RS256', crit: ['b64'], b64: false })}.e30.${junk(256)}` },
      'OAUTH_TOKEN_INVALID',
    );
    add({ provider: 'nobody', idToken: 'a.b.c' }, 'OAUTH_PROVIDER_UNKNOWN');
    add({ publicKey: '04'.padEnd(130, 'a'), idToken: 'a.b.c' }, 'INVALID_REQUEST');
    add({ publicKey: `02${'f'.repeat(64)}`, idToken: 'a.b.c' }, 'INVALID_REQUEST');
    add(
      { idToken: 'a.b.c', code: 'c', codeVerifier: 'v', redirectUri: 'http://localhost/' },
      'INVALID_REQUEST',
    );
    add({ code: 'c' }, 'INVALID_REQUEST');
    add('[1,2,3]', 'INVALID_REQUEST');
    while (attempts.length < 60) {
      const parts = Array.from({ length: 1 + Math.floor(random() * 4) }, () =>
        junk(Math.floor(random() * 400)),
      );
      add({ idToken: parts.join('.') || 'x' }, 'OAUTH_TOKEN_INVALID');
    }
    await expectRefused('OpenID random strings and bodies', attempts);
  });
});

describe('OpenID sign-in limits', () => {
  it('counts tries per client address before looking at the token, and sign-ins per account', {
    timeout: 60_000,
  }, async () => {
    const limited = await startOAuthServer({
      limits: {
        oauthLoginsPerIp: { max: 3, windowSeconds: 3600 },
        oauthLoginsPerSubject: { max: 2, windowSeconds: 3600 },
      },
    });
    try {
      const codes: unknown[] = [];
      for (let i = 0; i < 4; i += 1) {
        const { body } = await limited.oauthLogin(
          { provider: 'google', publicKey: limited.sessionKey().publicKey, idToken: 'a.b.c' },
          '198.51.100.77',
        );
        codes.push(body.error?.code);
      }
      expect(codes).toEqual([...Array(3).fill('OAUTH_TOKEN_INVALID'), 'RATE_LIMITED']);
      const statuses: unknown[] = [];
      for (let i = 0; i < 3; i += 1) {
        const key = limited.sessionKey();
        const idToken = limited.openId.signIdToken('google', { sub: 'limited', nonce: key.nonce });
        const answer = await limited.oauthLogin(
          { provider: 'google', publicKey: key.publicKey, idToken },
          `198.51.100.${80 + i}`,
        );
        statuses.push(answer.body.error?.code ?? answer.status);
      }
      expect(statuses).toEqual([200, 200, 'RATE_LIMITED']);
      recordAttack('OpenID sign-ins past the limits', 2, 2, 'sign-in');
    } finally {
      await limited.stop();
    }
  });
});
