import { beforeAll, describe, expect, it } from 'vitest';
import { recordAttack } from '../testing/record-attack.fixture.js';
import { SessionRefusedError } from './session-refused-error.js';
import {
  AUDIENCE,
  CREDENTIALS,
  createSigningKey,
  type SigningKey,
  sessionClaims,
  signSessionToken,
} from './session-tokens.fixture.js';
import { type VerifySessionOptions, verifySession } from './verify-session.js';

const issuer = 'https://auth.acme.test';
let key: SigningKey;
let options: VerifySessionOptions;
let token: string;

beforeAll(async () => {
  key = await createSigningKey('key-1');
  options = { issuer, audience: AUDIENCE, jwks: { keys: [key.jwk] } };
  token = await signSessionToken(key, sessionClaims(issuer));
});

async function refusal(promise: Promise<unknown>): Promise<SessionRefusedError> {
  const error = await promise.then(
    () => expect.unreachable('verified'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SessionRefusedError);
  return error as SessionRefusedError;
}

describe('verifySession', () => {
  it('reads a verified token into the user, the session and its credentials', async () => {
    const session = await verifySession(token, options);
    expect(session).toMatchObject({
      userId: 'user-1',
      sessionId: 'session-1',
      environmentId: AUDIENCE,
      credentials: CREDENTIALS.map((credential) =>
        // JSON has no undefined: the claim leaves the key out.
        JSON.parse(JSON.stringify(credential)),
      ),
      lastVerifiedCredentialId: 'credential-wallet',
      claims: { iss: issuer, aud: AUDIENCE, scope: 'user' },
    });
    expect(session.expiresAt.getTime()).toBe(session.claims.exp * 1000);
    expect(session.expiresAt.getTime()).toBeGreaterThan(Date.now() + 590_000);
  });

  it('takes the token from a bearer header, else the __Host- cookie, else (on http://localhost) the plain one', async () => {
    const other = await signSessionToken(key, sessionClaims(issuer, { sub: 'user-2' }));
    const inputs = [
      new Request('https://acme.test/api', { headers: { Authorization: `Bearer ${token}` } }),
      new Headers({ authorization: `bearer ${token}`, cookie: `latchkey_session=${other}` }),
      new Headers({
        cookie: `theme=dark; __Host-latchkey_session=${token}; latchkey_session=${other}`,
      }),
      new Request('http://localhost:3000/api', {
        headers: { cookie: `latchkey_session=${token}` },
      }),
      new Headers({ host: '127.0.0.1:3000', cookie: `latchkey_session=${token}` }),
      // Another scheme is not a session token: the cookie is read.
      new Headers({
        host: 'localhost',
        authorization: 'Basic YWRhOnB3',
        cookie: `latchkey_session=${token}`,
      }),
      { headers: { authorization: `Bearer ${token}` } },
      { headers: { cookie: ['theme=dark', `__Host-latchkey_session=${token}`] } },
      { headers: { host: 'localhost:3000', cookie: `latchkey_session=${token}` }, url: '/api' },
      ` ${token} `,
    ];
    for (const input of inputs) {
      expect((await verifySession(input, options)).userId).toBe('user-1');
    }
  });

  it('ignores the plain cookie anywhere but plain http to localhost: a sibling subdomain can plant it', async () => {
    // The attacker's own valid session, planted as `latchkey_session` on `.acme.test` by a page
    // of a sibling subdomain: a victim without a `__Host-` cookie would be seen as the attacker.
    const planted = await signSessionToken(key, sessionClaims(issuer, { sub: 'attacker' }));
    const cookie = `latchkey_session=${planted}`;
    const inputs = [
      new Request('https://app.acme.test/api', { headers: { cookie } }),
      new Headers({ host: 'app.acme.test', cookie }),
      new Headers({ cookie }),
      { headers: { host: 'app.acme.test', cookie }, url: '/api' },
      { headers: { host: 'localhost:3000', cookie }, url: '/api', socket: { encrypted: true } },
      // Behind a proxy that says the browser used https or another host.
      new Request('http://localhost:3000/api', {
        headers: { cookie, 'x-forwarded-proto': 'https' },
      }),
      new Headers({ host: '127.0.0.1:3000', cookie, forwarded: 'for=203.0.113.7;proto=https' }),
      new Headers({ host: '127.0.0.1:3000', cookie, 'x-forwarded-host': 'app.acme.test' }),
      new Request('http://app.acme.test.localhost.evil.example/api', { headers: { cookie } }),
    ];
    for (const input of inputs) {
      const error = await refusal(verifySession(input, options));
      expect(error).toMatchObject({ status: 401, reason: 'missing-token' });
    }
    // With its __Host- cookie the victim is the victim, whatever else was planted.
    const victim = new Request('https://app.acme.test/api', {
      headers: { cookie: `${cookie}; __Host-latchkey_session=${token}` },
    });
    expect((await verifySession(victim, options)).userId).toBe('user-1');
    recordAttack('plain session cookie planted on https', inputs.length, inputs.length);
  });

  it('refuses a request without a token, saying so', async () => {
    const inputs = [
      new Request('https://acme.test/api'),
      new Headers({ authorization: 'Bearer ', cookie: 'latchkey_session=' }),
      new Headers({ cookie: 'latchkey_refresh=abc' }),
      { headers: {} },
      '',
      '   ',
    ];
    for (const input of inputs) {
      const error = await refusal(verifySession(input, options));
      expect(error).toMatchObject({
        status: 401,
        code: 'SESSION_REQUIRED',
        reason: 'missing-token',
      });
      expect(error.message).toBe(
        'No access token: send it as Authorization: Bearer <token> or in the session cookie',
      );
    }
  });

  it('accepts any of several audiences, and nothing outside them', async () => {
    const many = { ...options, audience: ['beta', AUDIENCE] };
    expect((await verifySession(token, many)).environmentId).toBe(AUDIENCE);
    const error = await refusal(verifySession(token, { ...options, audience: ['beta', 'gamma'] }));
    expect(error.reason).toBe('wrong-audience');
  });

  it('allows clocks to disagree by the tolerance, and no more', async () => {
    const now = Math.floor(Date.now() / 1000);
    const justExpired = await signSessionToken(
      key,
      sessionClaims(issuer, { iat: now - 600, exp: now - 3 }),
    );
    const aheadOfUs = await signSessionToken(
      key,
      sessionClaims(issuer, { iat: now + 3, exp: now + 600 }),
    );
    await expect(verifySession(justExpired, options)).resolves.toBeDefined();
    await expect(verifySession(aheadOfUs, options)).resolves.toBeDefined();
    const strict = { ...options, clockToleranceSeconds: 0 };
    expect((await refusal(verifySession(justExpired, strict))).reason).toBe('expired');
    expect((await refusal(verifySession(aheadOfUs, strict))).reason).toBe('not-yet-valid');
  });

  it('refuses claims that are not a session’s, naming the claim', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ sub: undefined }, 'sub'],
      [{ sid: undefined }, 'sid'],
      [{ jti: undefined }, 'jti'],
      [{ iat: undefined }, 'iat'],
      [{ exp: undefined }, 'exp'],
      [{ sub: '' }, 'sub'],
      [{ sid: 42 }, 'sid'],
      [{ iat: 'now' }, 'iat'],
      [{ environment_id: 'beta' }, 'environment_id'],
      [{ scope: 'admin' }, 'scope'],
      [{ last_verified_credential_id: undefined }, 'last_verified_credential_id'],
      [{ verified_credentials: undefined }, 'verified_credentials'],
      [{ verified_credentials: [] }, 'verified_credentials'],
      [{ verified_credentials: 'wallet' }, 'verified_credentials'],
      [{ verified_credentials: [{ id: 'c', format: 'ssh', kind: 'ssh' }] }, 'verified_credentials'],
      [
        { verified_credentials: [{ ...CREDENTIALS[0], chain: 'ethereum' }] },
        'verified_credentials',
      ],
      [
        { verified_credentials: [{ ...CREDENTIALS[0], walletProperties: undefined }] },
        'verified_credentials',
      ],
      [{ verified_credentials: [{ ...CREDENTIALS[1], email: 7 }] }, 'verified_credentials'],
      [
        { verified_credentials: [{ id: 'p', format: 'passkey', kind: 'passkey' }] },
        'verified_credentials',
      ],
      [{ verified_credentials: [{ ...CREDENTIALS[1], id: '' }] }, 'verified_credentials'],
    ];
    for (const [overrides, claim] of cases) {
      const bad = await signSessionToken(key, sessionClaims(issuer, overrides));
      const error = await refusal(verifySession(bad, options));
      expect(error.reason, claim).toBe('bad-claims');
      expect(error.message).toBe(`The access token’s "${claim}" claim is missing or invalid`);
    }
  });

  it('accepts every kind of credential the contract names', async () => {
    const credentials = [
      ...CREDENTIALS,
      {
        id: 'credential-embedded',
        format: 'blockchain',
        kind: 'embedded-wallet',
        address: '',
        chain: 'solana',
        walletName: 'Latchkey',
        walletProperties: { turnkeySubOrganizationId: 'suborg-1', isSessionKeyCompatible: true },
      },
      { id: 'credential-passkey', format: 'passkey', kind: 'passkey', credentialId: 'cred-abc' },
    ];
    const all = await signSessionToken(
      key,
      sessionClaims(issuer, { verified_credentials: credentials }),
    );
    expect((await verifySession(all, options)).credentials).toHaveLength(4);
  });
});
