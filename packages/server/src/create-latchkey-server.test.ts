import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLatchkeyServer, type LatchkeyServer } from './create-latchkey-server.js';
import { createPgliteDatabase } from './database/pglite-database.js';

// The HTTP surface without custody or sponsorship configured: what every route answers to a
// request that is malformed, unauthorized, from another site or for a feature that is off.

let server: LatchkeyServer;
const errors: unknown[] = [];

beforeAll(async () => {
  server = await createLatchkeyServer({
    database: await createPgliteDatabase(),
    environments: { acme: { authToken: 'pk_acme' } },
    allowedOrigins: ['https://app.acme.example'],
    onError: (error) => errors.push(error),
  });
});
afterAll(() => server.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.fetch(
    new Request(`http://server/api/v0${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer pk_acme', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
const answer = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as unknown,
});

describe('createLatchkeyServer', () => {
  it('answers health checks at the root and under the base path', async () => {
    for (const path of ['/health', '/api/v0/health']) {
      const response = await server.fetch(new Request(`http://server${path}`));
      expect([response.status, await response.text()]).toEqual([200, 'ok']);
    }
  });

  it('refuses unknown environments, wrong tokens, bad JSON, big bodies and wrong methods', async () => {
    expect(
      await answer(await post('/embedded/email-login', { environmentId: 'nope', email: 'a@b.co' })),
    ).toEqual({
      status: 404,
      body: { error: { code: 'ENVIRONMENT_NOT_FOUND', message: 'Environment nope not found' } },
    });
    expect(
      (
        await post(
          '/embedded/email-login',
          { environmentId: 'acme' },
          { Authorization: 'Bearer pk_other' },
        )
      ).status,
    ).toBe(401);
    expect(await answer(await post('/embedded/users', '{not json'))).toMatchObject({
      status: 400,
      body: { error: { code: 'INVALID_JSON' } },
    });
    expect(await answer(await post('/embedded/users', [1, 2]))).toMatchObject({
      status: 400,
      body: { error: { code: 'INVALID_REQUEST' } },
    });
    expect(
      (await post('/embedded/users', { environmentId: 'acme', filler: 'x'.repeat(70_000) })).status,
    ).toBe(413);
    const get = await server.fetch(new Request('http://server/api/v0/solana/optimizeTransaction'));
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST, OPTIONS']);
    expect((await server.fetch(new Request('http://server/api/v0/nothing'))).status).toBe(404);
    expect(errors).toEqual([]);
  });

  it('says which feature is not configured instead of failing', async () => {
    expect(
      await answer(
        await post('/solana/optimizeTransaction', {
          environmentId: 'acme',
          solanaTransactionOptimizationRequest: {
            address: '11111111111111111111111111111111',
            transaction: 'AA==',
          },
        }),
      ),
    ).toEqual({
      status: 501,
      body: {
        error: {
          code: 'NOT_CONFIGURED',
          message: 'Fee sponsorship is not configured on this server',
        },
      },
    });
    expect(
      (await post('/embedded/email-login', { environmentId: 'acme', email: 'a@b.co' })).status,
    ).toBe(501);
    expect(
      (await post('/embedded/email-recovery', { environmentId: 'acme', email: 'a@b.co' })).status,
    ).toBe(501);
  });

  it('serves the allowed origins only, and tells browsers so', async () => {
    const preflight = await server.fetch(
      new Request('http://server/api/v0/embedded/users', {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://app.acme.example',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,authorization',
        },
      }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.acme.example');
    const foreign = await post(
      '/embedded/users',
      { environmentId: 'acme' },
      { Origin: 'https://evil.example' },
    );
    expect(await answer(foreign)).toEqual({
      status: 403,
      body: {
        error: {
          code: 'ORIGIN_NOT_ALLOWED',
          message: 'Requests from https://evil.example are not allowed',
        },
      },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
