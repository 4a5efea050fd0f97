import {
  createLatchkeyServer,
  createPgliteDatabase,
  DEFAULT_BASE_PATH,
  type LatchkeyServer,
} from '@latchkey/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_ROUTES } from '../product-api/api-table.js';
import type { Session } from '../product-api/session-messages.js';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { getAuthToken } from './get-auth-token.js';
import { getSession } from './get-session.js';
import { sessionOf } from './session-of.js';
import { sessionConfig } from './session-server.fixture.js';
import { signIn } from './sign-in.js';
import { signOut } from './sign-out.js';

// Cookie mode: the server on the host's own site keeps both tokens in httpOnly cookies; the SDK
// keeps nothing and refreshes with the cookie. The page's browser is played by a cookie jar.
const APP = 'https://app.acme.example';
let server: LatchkeyServer;
beforeAll(async () => {
  server = await createLatchkeyServer({
    environments: { acme: { authToken: 'pk_acme' } },
    allowedOrigins: [APP],
    onError: () => {},
    sessions: { carrier: 'cookie', issuer: APP },
    database: await createPgliteDatabase(),
  });
});
afterAll(() => server?.close());
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A page of the host's site: its Origin, and the cookies the server set (as a browser keeps them). */
function browser() {
  const jar = new Map<string, string>();
  const calls: { path: string; body: unknown }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const text = await request.clone().text();
    calls.push({
      path: new URL(request.url).pathname.replace(DEFAULT_BASE_PATH, ''),
      body: JSON.parse(text),
    });
    const headers = new Headers(request.headers);
    headers.set('Origin', APP);
    if (jar.size > 0)
      headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await server.fetch(new Request(request, { headers }), {
      clientIp: '203.0.113.7',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  // The page's localStorage, which outlives a reload as the cookies do.
  const storage = createStorage({ adapter: createMemoryStorageAdapter() });
  return { jar, calls, fetch, storage };
}

async function cookieConfig(page: ReturnType<typeof browser>) {
  return sessionConfig({ apiBaseUrl: `${APP}${DEFAULT_BASE_PATH}` }, page.storage, {
    environmentId: 'acme',
    authToken: 'pk_acme',
    carrier: 'cookie',
    fetch: page.fetch,
  });
}

describe('cookie mode', () => {
  it('signs in with the tokens in cookies, keeps no token, refreshes and restores with the cookie', async () => {
    const page = browser();
    const { config, storage } = await cookieConfig(page);
    await signIn(config, { connector: 'wallet-standard:Alpha' });
    expect(getSession(config).status).toBe('signed-in');
    expect([...page.jar.keys()].sort()).toEqual([
      '__Host-latchkey_refresh',
      '__Host-latchkey_session',
    ]);
    // No token is kept: only when the session ends, so a reload knows whether to ask.
    expect(await storage.getItem('session')).toEqual({
      sessionExpiresAt: getSession(config).sessionExpiresAt,
    });

    // Near its expiry the token is refreshed with the refresh cookie: no token in the body.
    const runtime = sessionOf(config);
    runtime.session = { ...(runtime.session as Session), accessTokenExpiresAt: Date.now() + 5_000 };
    const before = getSession(config).accessToken;
    const refreshed = await getAuthToken(config);
    expect(refreshed).not.toBe(before);
    expect(page.calls.at(-1)).toEqual({
      path: API_ROUTES.refreshSession.path,
      body: { environmentId: 'acme' },
    });

    // A reload in the browser: the cookie restores the session.
    vi.stubGlobal('document', {});
    const reloaded = await cookieConfig(page);
    await reloaded.config.restore();
    await getAuthToken(reloaded.config);
    expect(getSession(reloaded.config)).toMatchObject({
      status: 'signed-in',
      user: { id: getSession(config).user?.id },
    });

    // Signing out ends it: the cookies are cleared, and a reload finds nobody.
    await signOut(reloaded.config);
    expect(page.jar.has('__Host-latchkey_refresh')).toBe(false);
    const after = await cookieConfig(page);
    await after.config.restore();
    expect(await getAuthToken(after.config)).toBeUndefined();
    expect(getSession(after.config).status).toBe('signed-out');
    expect(await page.storage.getItem('session')).toBeUndefined();
  });

  it('asks the server nothing on a visitor’s load who never signed in (no 401 in the console)', async () => {
    const page = browser();
    vi.stubGlobal('document', {});
    const { config } = await cookieConfig(page);
    await config.restore();
    expect(getSession(config).status).toBe('signed-out');
    expect(page.calls).toEqual([]);
  });

  it('a reload with an ended session is signed out', async () => {
    const page = browser();
    page.jar.set('__Host-latchkey_refresh', 'not-a-refresh-token');
    await page.storage.setItem('session', { sessionExpiresAt: Date.now() + 60_000 });
    vi.stubGlobal('document', {});
    const { config } = await cookieConfig(page);
    await config.restore();
    expect(await getAuthToken(config)).toBeUndefined();
    expect(getSession(config).status).toBe('signed-out');
    const error = await signIn(config, { connector: 'wallet-standard:Alpha' }).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    // Signing in again works: the bad cookie is replaced.
    expect(error).toBeUndefined();
    expect(getSession(config).status).toBe('signed-in');
  });
});
