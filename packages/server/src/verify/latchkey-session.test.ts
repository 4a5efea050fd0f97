import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { type LatchkeySessionEnv, latchkeySession } from './latchkey-session.js';
import {
  AUDIENCE,
  createSigningKey,
  type SigningKey,
  sessionClaims,
  signSessionToken,
} from './session-tokens.fixture.js';
import type { VerifySessionOptions } from './verify-session.js';

const issuer = 'https://auth.acme.test';
let key: SigningKey;
let token: string;

beforeAll(async () => {
  key = await createSigningKey('key-1');
  token = await signSessionToken(key, sessionClaims(issuer));
});

function appWith(options: VerifySessionOptions) {
  let routeCalls = 0;
  const app = new Hono<LatchkeySessionEnv>();
  app.use('/api/*', latchkeySession(options));
  app.get('/api/me', (c) => {
    routeCalls += 1;
    return c.json({ userId: c.var.session.userId, sessionId: c.var.session.sessionId });
  });
  return { app, routeCalls: () => routeCalls };
}

describe('latchkeySession (Hono)', () => {
  it('sets c.var.session for a verified token', async () => {
    const { app } = appWith({ issuer, audience: AUDIENCE, jwks: { keys: [key.jwk] } });
    const bearer = await app.request('/api/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(bearer.status).toBe(200);
    expect(await bearer.json()).toEqual({ userId: 'user-1', sessionId: 'session-1' });
    const cookie = await app.request('/api/me', {
      headers: { Cookie: `latchkey_session=${token}` },
    });
    expect(await cookie.json()).toEqual({ userId: 'user-1', sessionId: 'session-1' });
  });

  it('answers 401 SESSION_REQUIRED without calling the route', async () => {
    const { app, routeCalls } = appWith({ issuer, audience: AUDIENCE, jwks: { keys: [key.jwk] } });
    const missing = await app.request('/api/me');
    expect(missing.status).toBe(401);
    expect(missing.headers.get('WWW-Authenticate')).toBe('Bearer');
    expect(await missing.json()).toEqual({
      error: {
        code: 'SESSION_REQUIRED',
        message:
          'No access token: send it as Authorization: Bearer <token> or in the session cookie',
      },
    });
    const forged = await app.request('/api/me', { headers: { Authorization: `Bearer ${token}x` } });
    expect(forged.status).toBe(401);
    expect(forged.headers.get('WWW-Authenticate')).toBe('Bearer error="invalid_token"');
    expect(await forged.json()).toEqual({
      error: { code: 'SESSION_REQUIRED', message: 'The access token’s signature does not verify' },
    });
    expect(routeCalls()).toBe(0);
  });

  it('answers 503 when the keys cannot be fetched, and lets a fault through as a 500', async () => {
    const down = (() => Promise.reject(new TypeError('fetch failed'))) as unknown as typeof fetch;
    const unavailable = appWith({ issuer, audience: AUDIENCE, fetch: down });
    const answer = await unavailable.app.request('/api/me', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({
      error: {
        code: 'INTERNAL',
        message: `The session keys could not be fetched from ${issuer}/.well-known/jwks.json`,
      },
    });
    // A JWK set that is no JWK set is the host's mistake, not the user's: not a 401.
    const misconfigured = appWith({ issuer, audience: AUDIENCE, jwks: { keys: 'x' } as never });
    const fault = await misconfigured.app.request('/api/me', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(fault.status).toBe(500);
    expect(unavailable.routeCalls() + misconfigured.routeCalls()).toBe(0);
  });
});
