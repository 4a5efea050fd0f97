import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireSession } from './require-session.js';
import {
  AUDIENCE,
  createSigningKey,
  sessionClaims,
  signSessionToken,
} from './session-tokens.fixture.js';

const issuer = 'https://auth.acme.test';
let server: Server;
let url: string;
let token: string;
let handled = 0;

beforeAll(async () => {
  const key = await createSigningKey('key-1');
  token = await signSessionToken(key, sessionClaims(issuer));
  const options = { issuer, audience: AUDIENCE, jwks: { keys: [key.jwk] } };
  server = createServer(async (req, res) => {
    const session = await requireSession(req, res, options);
    if (!session) return;
    handled += 1;
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ userId: session.userId, credentials: session.credentials.length }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/me`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('requireSession (node:http)', () => {
  it('returns the session of a request with a verified token', async () => {
    for (const headers of [
      { Authorization: `Bearer ${token}` },
      { Cookie: `__Host-latchkey_session=${token}` },
    ]) {
      const answer = await fetch(url, { headers });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ userId: 'user-1', credentials: 2 });
    }
  });

  it('answers 401 JSON and returns undefined otherwise', async () => {
    const before = handled;
    const missing = await fetch(url);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('content-type')).toBe('application/json');
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    expect(await missing.json()).toMatchObject({ error: { code: 'SESSION_REQUIRED' } });
    const forged = await signSessionToken(await createSigningKey('key-1'), sessionClaims(issuer));
    const refused = await fetch(url, { headers: { Authorization: `Bearer ${forged}` } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      error: { code: 'SESSION_REQUIRED', message: 'The access token’s signature does not verify' },
    });
    expect(handled).toBe(before);
  });
});
