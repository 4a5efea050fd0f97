import { API_ROUTES, PRODUCT_API_REQUEST_HEADERS } from '@latchkey/core/product-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLatchkeyServer, type LatchkeyServer } from '../create-latchkey-server.js';
import { createPgliteDatabase } from '../database/pglite-database.js';

// The routes come from the contract the SDK's client is typed by: every call it makes is
// mounted, POST only, and a browser may send every header it sends.

let server: LatchkeyServer;

beforeAll(async () => {
  server = await createLatchkeyServer({
    database: await createPgliteDatabase(),
    environments: { acme: { authToken: 'pk_acme' } },
    allowedOrigins: ['https://app.acme.example'],
    onError: () => undefined,
  });
}, 30_000);
afterAll(() => server.close());

describe("the product API's routes", () => {
  it('mounts every row of the contract, POST only', async () => {
    for (const { path, auth } of Object.values(API_ROUTES)) {
      const url = `http://server/api/v0${path}`;
      const get = await server.fetch(new Request(url));
      expect([path, get.status, get.headers.get('allow')]).toEqual([path, 405, 'POST, OPTIONS']);
      // Sessions need only the database; the other features are configured apart.
      if (auth === 'session') continue;
      const post = await server.fetch(
        new Request(url, {
          method: 'POST',
          headers: { Authorization: 'Bearer pk_acme', 'Content-Type': 'application/json' },
          body: JSON.stringify({ environmentId: 'acme' }),
        }),
      );
      // Read and authorized, then refused by the route itself: nothing is configured here.
      expect([path, post.status, await post.json()]).toMatchObject([
        path,
        501,
        { error: { code: 'NOT_CONFIGURED' } },
      ]);
    }
  });

  it('lets browsers send every header the SDK sends', async () => {
    const preflight = await server.fetch(
      new Request(`http://server/api/v0${API_ROUTES.startEmailLogin.path}`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://app.acme.example',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': PRODUCT_API_REQUEST_HEADERS.join(',').toLowerCase(),
        },
      }),
    );
    expect(preflight.status).toBe(204);
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '')
      .toLowerCase()
      .split(',');
    for (const header of PRODUCT_API_REQUEST_HEADERS)
      expect(allowed).toContain(header.toLowerCase());
  });
});
