import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSessionFromNextRequest } from './get-session-from-next-request.js';
import { SessionRefusedError } from './session-refused-error.js';
import {
  AUDIENCE,
  createSigningKey,
  sessionClaims,
  signSessionToken,
} from './session-tokens.fixture.js';
import type { VerifySessionOptions } from './verify-session.js';

const issuer = 'https://auth.acme.test';
let options: VerifySessionOptions;
let token: string;

beforeAll(async () => {
  const key = await createSigningKey('key-1');
  options = { issuer, audience: AUDIENCE, jwks: { keys: [key.jwk] } };
  token = await signSessionToken(key, sessionClaims(issuer));
});

describe('getSessionFromNextRequest', () => {
  it('reads a route handler’s NextRequest: bearer token or session cookie', async () => {
    const requests = [
      new NextRequest('https://acme.test/api/me', {
        headers: { authorization: `Bearer ${token}` },
      }),
      new NextRequest('https://acme.test/api/me', {
        headers: { cookie: `theme=dark; __Host-latchkey_session=${token}` },
      }),
    ];
    for (const request of requests) {
      expect((await getSessionFromNextRequest(request, options)).userId).toBe('user-1');
    }
  });

  it('reads a server component’s headers() and cookies() values', async () => {
    const request = new NextRequest('https://acme.test/', {
      headers: { cookie: `__Host-latchkey_session=${token}` },
    });
    // In a server component these are `await headers()` and `await cookies()`: the same getters.
    const headers = new Headers({ host: 'acme.test', 'user-agent': 'test' });
    const session = await getSessionFromNextRequest({ headers, cookies: request.cookies }, options);
    expect(session.sessionId).toBe('session-1');
    // `next dev` on http://localhost: the server sets the plain name there.
    const local = new Headers({ host: 'localhost:3000', cookie: `latchkey_session=${token}` });
    expect((await getSessionFromNextRequest({ headers: local }, options)).userId).toBe('user-1');
    const devRequest = new NextRequest('http://localhost:3000/api/me', {
      headers: { cookie: `latchkey_session=${token}` },
    });
    expect((await getSessionFromNextRequest(devRequest, options)).userId).toBe('user-1');
  });

  it('ignores a plain-named cookie on https, in a route handler and a server component', async () => {
    const cookie = `latchkey_session=${token}`;
    const planted = [
      new NextRequest('https://acme.test/api/me', { headers: { cookie } }),
      { headers: new Headers({ host: 'acme.test', cookie }) },
      {
        headers: new Headers({ host: 'acme.test' }),
        cookies: new NextRequest('https://acme.test/', { headers: { cookie } }).cookies,
      },
    ];
    for (const request of planted) {
      await expect(getSessionFromNextRequest(request, options)).rejects.toMatchObject({
        reason: 'missing-token',
      });
    }
  });

  it('refuses a request without a token, or with a bad one', async () => {
    const bare = new NextRequest('https://acme.test/api/me');
    await expect(getSessionFromNextRequest(bare, options)).rejects.toMatchObject({
      reason: 'missing-token',
      status: 401,
    });
    const forged = new NextRequest('https://acme.test/api/me', {
      headers: { cookie: `__Host-latchkey_session=${token.slice(0, -2)}` },
    });
    const error = await getSessionFromNextRequest(forged, options).catch((caught) => caught);
    expect(error).toBeInstanceOf(SessionRefusedError);
    expect(error.reason).toBe('bad-signature');
  });
});
