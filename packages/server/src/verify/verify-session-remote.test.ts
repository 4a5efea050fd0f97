import { afterEach, describe, expect, it, vi } from 'vitest';
import { type JwksServer, serveJwks } from './jwks-server.fixture.js';
import { SessionKeysUnavailableError } from './session-keys-unavailable-error.js';
import { SessionRefusedError } from './session-refused-error.js';
import {
  AUDIENCE,
  base64urlJson,
  createSigningKey,
  sessionClaims,
  signSessionToken,
} from './session-tokens.fixture.js';
import { verifySession } from './verify-session.js';

// The keys from a real JWKS server (each test its own, on its own port, so its own cache entry).

const servers: JwksServer[] = [];
async function start(...keys: { jwk: object }[]): Promise<JwksServer> {
  const server = await serveJwks({ keys: keys.map(({ jwk }) => jwk) });
  servers.push(server);
  return server;
}

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('verified'),
    (caught: unknown) => caught,
  );
}

describe('verifySession with the published keys', () => {
  it('fetches them once, from {issuer}/.well-known/jwks.json, and keeps them', async () => {
    const key = await createSigningKey('key-1');
    const server = await start(key);
    const options = { issuer: server.issuer, audience: AUDIENCE };
    const tokens = await Promise.all(
      ['user-1', 'user-2', 'user-3'].map((sub) =>
        signSessionToken(key, sessionClaims(server.issuer, { sub })),
      ),
    );
    const first = await Promise.all(tokens.map((token) => verifySession(token, options)));
    expect(first.map((session) => session.userId)).toEqual(['user-1', 'user-2', 'user-3']);
    for (const token of tokens) await verifySession(token, options);
    expect(server.fetches).toBe(1);
  });

  it('fetches them again for an unknown kid, at most once per 30 s cooldown', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const oldKey = await createSigningKey('key-1');
    const newKey = await createSigningKey('key-2');
    const strayKey = await createSigningKey('key-3');
    const server = await start(oldKey);
    const options = { issuer: server.issuer, audience: AUDIENCE };
    const signed = (key: typeof oldKey) => signSessionToken(key, sessionClaims(server.issuer));
    await verifySession(await signed(oldKey), options);
    expect(server.fetches).toBe(1);

    // Rotation: the new key signs, the old one is still listed.
    server.keys = { keys: [newKey.jwk, oldKey.jwk] };
    const tooSoon = await failure(verifySession(await signed(newKey), options));
    expect(tooSoon).toMatchObject({ reason: 'unknown-key' });
    expect(server.fetches).toBe(1);

    vi.setSystemTime(Date.now() + 31_000);
    expect((await verifySession(await signed(newKey), options)).userId).toBe('user-1');
    expect(server.fetches).toBe(2);
    expect((await verifySession(await signed(oldKey), options)).userId).toBe('user-1');
    const stray = await failure(verifySession(await signed(strayKey), options));
    expect(stray).toMatchObject({ reason: 'unknown-key' });
    expect(server.fetches).toBe(2);

    vi.setSystemTime(Date.now() + 31_000);
    await failure(verifySession(await signed(strayKey), options));
    expect(server.fetches).toBe(3);
  });

  it('costs no fetch for a token refused before its key is looked up', async () => {
    const server = await start(await createSigningKey('key-1'));
    const options = { issuer: server.issuer, audience: AUDIENCE };
    const claims = base64urlJson(sessionClaims(server.issuer));
    for (const hostile of [
      'garbage',
      `${base64urlJson({ alg: 'none', kid: 'key-1' })}.${claims}.`,
    ]) {
      await expect(verifySession(hostile, options)).rejects.toBeInstanceOf(SessionRefusedError);
    }
    expect(server.fetches).toBe(0);
  });

  it('answers 503 DEADLINE_EXCEEDED when the keys do not arrive in time, never valid', async () => {
    const key = await createSigningKey('key-1');
    const server = await start(key);
    server.answer = 'hang';
    const token = await signSessionToken(key, sessionClaims(server.issuer));
    const startedAt = performance.now();
    const error = await failure(
      verifySession(token, { issuer: server.issuer, audience: AUDIENCE, jwksTimeoutMs: 300 }),
    );
    const waited = performance.now() - startedAt;
    expect(error).toBeInstanceOf(SessionKeysUnavailableError);
    expect(error).toMatchObject({
      status: 503,
      code: 'DEADLINE_EXCEEDED',
      message: `The session keys at ${server.jwksUrl} did not arrive within 300 ms`,
    });
    expect(waited).toBeGreaterThanOrEqual(250);
    expect(waited).toBeLessThan(2000);
  });

  it('bounds a fetch of the caller’s that ignores its signal', async () => {
    const key = await createSigningKey('key-1');
    let calls = 0;
    const neverAnswers = (() => {
      calls += 1;
      return new Promise<Response>(() => {});
    }) as unknown as typeof fetch;
    const issuer = 'https://auth.acme.test';
    const token = await signSessionToken(key, sessionClaims(issuer));
    const options = { issuer, audience: AUDIENCE, jwksTimeoutMs: 200, fetch: neverAnswers };
    const error = await failure(verifySession(token, options));
    expect(error).toMatchObject({ status: 503, code: 'DEADLINE_EXCEEDED' });
    expect(calls).toBe(1);
  });

  it('answers 503 INTERNAL for a 500, an HTML page, JSON that is no key set, or no server', async () => {
    const key = await createSigningKey('key-1');
    const server = await start(key);
    const token = await signSessionToken(key, sessionClaims(server.issuer));
    const options = { issuer: server.issuer, audience: AUDIENCE };
    for (const answer of ['error', 'html'] as const) {
      server.answer = answer;
      const error = await failure(verifySession(token, options));
      expect(error, answer).toBeInstanceOf(SessionKeysUnavailableError);
      expect(error, answer).toMatchObject({
        status: 503,
        code: 'INTERNAL',
        message: `The session keys could not be fetched from ${server.jwksUrl}`,
      });
    }
    server.answer = 'keys';
    server.keys = { keys: 'none' } as never;
    await expect(verifySession(token, options)).rejects.toBeInstanceOf(SessionKeysUnavailableError);
    // A failed fetch is not kept: the keys back, the token verifies.
    server.keys = { keys: [key.jwk] };
    expect((await verifySession(token, options)).userId).toBe('user-1');
    expect(server.fetches).toBe(4);

    await server.close();
    const gone = { ...options, jwksUrl: `${server.issuer}/gone/jwks.json` };
    const unreachable = await failure(verifySession(token, gone));
    expect(unreachable).toMatchObject({ status: 503, code: 'INTERNAL' });
  });
});
