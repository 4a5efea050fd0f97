import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LatchkeyServer } from '../create-latchkey-server.js';
import { recordAttack } from '../testing/record-attack.fixture.js';
import { verifySession } from '../verify/index.js';
import {
  callSession,
  createTestSigner,
  ENVIRONMENT,
  startSessionServer,
} from './session-server.fixture.js';

// Cookie mode: the server mounted on the host's own site keeps the tokens in httpOnly cookies,
// which the host's backend reads; only pages of an allowed origin may use them.

let server: LatchkeyServer;
const base = 'https://app.acme.example';
beforeAll(async () => {
  server = await startSessionServer({ sessions: { carrier: 'cookie', issuer: base } });
});
afterAll(() => server?.close());

/** The `name=value` pairs a response sets, and each cookie's attributes. */
function setCookies(headers: Headers) {
  return headers.getSetCookie().map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const [name = '', value = ''] = pair.split('=');
    return { name, value, attributes: attributes.map((attribute) => attribute.toLowerCase()) };
  });
}

async function signInWithCookies() {
  const wallet = createTestSigner();
  const challenge = await callSession(
    server,
    'createSignInChallenge',
    { chainId: 'solana:devnet' },
    { base },
  );
  return callSession(server, 'signInWithWallet', wallet.signIn(challenge.json.input), { base });
}

describe('session cookies', () => {
  it('sets httpOnly, Secure, __Host- cookies and answers no refresh token', async () => {
    const { status, json, headers } = await signInWithCookies();
    expect(status).toBe(200);
    expect(json.refreshToken).toBeUndefined();
    const cookies = setCookies(headers);
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual([
      '__Host-latchkey_refresh',
      '__Host-latchkey_session',
    ]);
    for (const cookie of cookies) {
      expect(cookie.attributes).toEqual(expect.arrayContaining(['httponly', 'secure', 'path=/']));
    }
    const access = cookies.find((cookie) => cookie.name === '__Host-latchkey_session');
    const jwks = await (await server.fetch(new Request(`${base}/.well-known/jwks.json`))).json();
    // The host's backend reads the access cookie.
    const verified = await verifySession(
      new Request(`${base}/api/me`, {
        headers: { Cookie: `__Host-latchkey_session=${access?.value}` },
      }),
      { issuer: base, audience: ENVIRONMENT.id, jwks },
    );
    expect(verified.userId).toBe(json.user.id);
  });

  it('refreshes and signs out with the cookie from an allowed page, never without its Origin', async () => {
    const { headers } = await signInWithCookies();
    const cookie = setCookies(headers)
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
    const forged = await callSession(server, 'refreshSession', {}, { base, cookie, origin: null });
    expect([forged.status, forged.json.error.code]).toEqual([403, 'CSRF_REFUSED']);
    const outForged = await callSession(server, 'signOut', {}, { base, cookie, origin: null });
    expect([outForged.status, outForged.json.error.code]).toEqual([403, 'CSRF_REFUSED']);
    recordAttack('session cookie sent without the page’s Origin', 2, 2, 'sign-in');
    // A challenge while signed in (to link a wallet) leaves the cookies alone.
    const challenge = await callSession(
      server,
      'createSignInChallenge',
      { chainId: 'solana:devnet' },
      { base, cookie },
    );
    expect(challenge.headers.getSetCookie()).toEqual([]);
    const refreshed = await callSession(server, 'refreshSession', {}, { base, cookie });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.refreshToken).toBeUndefined();
    const rotated = setCookies(refreshed.headers)
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
    const out = await callSession(server, 'signOut', {}, { base, cookie: rotated });
    expect(out.status).toBe(200);
    // Cleared in the browser, revoked on the server.
    expect(setCookies(out.headers).every((set) => set.value === '')).toBe(true);
    const after = await callSession(server, 'refreshSession', {}, { base, cookie: rotated });
    expect([after.status, after.json.error.code]).toEqual([401, 'REFRESH_TOKEN_INVALID']);
  });

  it("refuses to start with cookies for '*' origins", { timeout: 60_000 }, async () => {
    await expect(
      startSessionServer({ sessions: { carrier: 'cookie' }, allowedOrigins: '*' }),
    ).rejects.toThrow('Session cookies need the pages allowed listed');
  });
});
