import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LatchkeyServer } from '../create-latchkey-server.js';
import { createLatchkeyServer } from '../create-latchkey-server.js';
import { createPgliteDatabase } from '../database/pglite-database.js';
import { callSession, createTestSigner } from '../sessions/session-server.fixture.js';
import { recordAttack } from '../testing/record-attack.fixture.js';

// Two environments on one server, as a host runs production and staging: each allows its own
// origins, so a staging page (any script on it) cannot get a production challenge or session,
// while the wallet would show staging's domain.

const PROD = 'https://app.acme.example';
const STAGING = 'https://staging.acme.example';
const LEGACY = 'https://old.acme.example';
let server: LatchkeyServer;
beforeAll(async () => {
  server = await createLatchkeyServer({
    database: await createPgliteDatabase(),
    environments: {
      acme: { authToken: 'pk_acme', allowedOrigins: [PROD] },
      other: { authToken: 'pk_other', allowedOrigins: [STAGING] },
      // No list of its own: the server-wide one.
      legacy: { authToken: 'pk_legacy' },
    },
    allowedOrigins: [LEGACY],
    onError: () => {},
  });
});
afterAll(() => server?.close());

const challenge = (environmentId: string, origin: string) =>
  callSession(
    server,
    'createSignInChallenge',
    { chainId: 'solana:devnet' },
    { environmentId, origin },
  );

describe('allowed origins per environment', () => {
  it('answers each environment’s own pages, and the server-wide list where it has none', async () => {
    expect((await challenge('acme', PROD)).status).toBe(200);
    expect((await challenge('other', STAGING)).status).toBe(200);
    const legacy = await fetchChallenge('legacy', 'pk_legacy', LEGACY);
    expect(legacy.status).toBe(200);
    // CORS lets every listed page's browser through; which environment it may use is checked after.
    for (const origin of [PROD, STAGING, LEGACY]) {
      const preflight = await server.fetch(
        new Request('http://latchkey.test/api/v0/auth/challenge', {
          method: 'OPTIONS',
          headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
        }),
        { clientIp: '203.0.113.7' },
      );
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    }
  });

  it('refuses a staging page asking for production (and the other way), whatever token it sends', async () => {
    const wallet = createTestSigner();
    const prodInput = (await challenge('acme', PROD)).json.input;
    const attempts = [
      () => challenge('acme', STAGING),
      () => challenge('other', PROD),
      () => challenge('acme', LEGACY),
      () => fetchChallenge('legacy', 'pk_legacy', STAGING),
      // A production challenge signed by the wallet, sent from the staging page.
      () => callSession(server, 'signInWithWallet', wallet.signIn(prodInput), { origin: STAGING }),
      () =>
        callSession(
          server,
          'refreshSession',
          { refreshToken: 'x'.repeat(43) },
          { origin: STAGING },
        ),
    ];
    const refusals = [];
    for (const attempt of attempts) {
      const { status, json } = await attempt();
      refusals.push([status, json.error?.code]);
    }
    expect(refusals).toEqual(Array(attempts.length).fill([403, 'ORIGIN_NOT_ALLOWED']));
    // The production challenge is still there for its own page: nothing was burned.
    const own = await callSession(server, 'signInWithWallet', wallet.signIn(prodInput));
    expect(own.status).toBe(200);
    recordAttack(
      'staging origin asking for production',
      attempts.length,
      refusals.length,
      'attack',
    );
  });
});

async function fetchChallenge(environmentId: string, token: string, origin: string) {
  const response = await server.fetch(
    new Request('http://latchkey.test/api/v0/auth/challenge', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        Origin: origin,
      },
      body: JSON.stringify({ environmentId, chainId: 'solana:devnet' }),
    }),
    { clientIp: '203.0.113.7' },
  );
  return { status: response.status, json: await response.json() };
}
