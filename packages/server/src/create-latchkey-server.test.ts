import { startCustodyServer } from '@latchkey/sandbox';
import { generateKeyPairSigner } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createLatchkeyServer,
  type LatchkeyServer,
  type LatchkeyServerOptions,
} from './create-latchkey-server.js';
import { createPgliteDatabase } from './database/pglite-database.js';
import { ServerConfigurationError, type ServerError } from './server-error.js';
import { callRpc } from './sponsorship/call-rpc.js';
import { recordAttack } from './testing/record-attack.fixture.js';

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
}, 30_000);
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
    for (const route of ['optimizeTransaction', 'signSponsoredTransaction']) {
      const get = await server.fetch(new Request(`http://server/api/v0/solana/${route}`));
      expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST, OPTIONS']);
    }
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

describe('createLatchkeyServer, hardened', () => {
  it("answers '*' origins without credentials, so no site can act with the user's cookies", async () => {
    const open = await createLatchkeyServer({
      database: await createPgliteDatabase(),
      environments: { acme: { authToken: 'pk_acme' } },
      allowedOrigins: '*',
    });
    try {
      const preflight = await open.fetch(
        new Request('http://server/api/v0/embedded/users', {
          method: 'OPTIONS',
          headers: {
            Origin: 'https://evil.example',
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'content-type,authorization',
          },
        }),
      );
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
      recordAttack("credentialed request from any origin under '*'", 1, 1);
    } finally {
      await open.close();
    }
    // A listed origin keeps its credentials.
    const listed = await server.fetch(
      new Request('http://server/health', { headers: { Origin: 'https://app.acme.example' } }),
    );
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://app.acme.example');
    expect(listed.headers.get('access-control-allow-credentials')).toBe('true');
  }, 30_000);

  it('refuses to start in production with sandbox settings, saying what to change', async () => {
    const feePayer = await generateKeyPairSigner();
    const custody = { organizationId: 'org', apiPublicKey: '02ab', apiPrivateKey: 'cd' };
    const attempts: [string, Partial<LatchkeyServerOptions>, RegExp][] = [
      [
        'the sandbox token',
        { environments: { sandbox: { authToken: 'sandbox-token' } } },
        /Environment sandbox uses the sandbox's public token sandbox-token: give it a token of your own \(LATCHKEY_ENVIRONMENTS=sandbox:<token>\), or, if you mean it, allow it with allowInsecure: \['sandbox-token'\] \(LATCHKEY_ALLOW_INSECURE=sandbox-token\)/,
      ],
      [
        "'*' origins",
        { allowedOrigins: '*' },
        /allowedOrigins '\*' lets every site's pages call this server: list your app's origins \(LATCHKEY_ALLOWED_ORIGINS=https:\/\/app.example\), or, if you mean it, allow it with allowInsecure: \['any-origin'\]/,
      ],
      [
        'a plain-http custody URL',
        { custody: { ...custody, baseUrl: 'http://custody.internal' } },
        /The custody URL http:\/\/custody.internal is plain http, so its traffic can be read and changed on the way: use https, or, if you mean it, allow it with allowInsecure: \['http-upstream'\] \(LATCHKEY_ALLOW_INSECURE=http-upstream\)/,
      ],
      [
        'a plain-http RPC URL',
        { sponsorship: { feePayer, rpcUrl: 'http://rpc.internal:8899' } },
        /The RPC URL http:\/\/rpc.internal:8899 is plain http/,
      ],
    ];
    vi.stubEnv('NODE_ENV', 'production');
    // The settings are checked before the database is touched.
    const database = await createPgliteDatabase();
    try {
      for (const [, options, message] of attempts) {
        const starting = createLatchkeyServer({
          database,
          environments: { acme: { authToken: 'pk_acme' } },
          allowedOrigins: ['https://app.acme.example'],
          ...options,
        });
        await expect(starting).rejects.toThrow(ServerConfigurationError);
        await expect(starting).rejects.toThrow(message);
      }
      recordAttack('sandbox settings in production', attempts.length, attempts.length);
      // Named in allowInsecure, each is accepted; outside production none is checked.
      const allowed = await createLatchkeyServer({
        database,
        environments: { sandbox: { authToken: 'sandbox-token' } },
        allowedOrigins: '*',
        custody: { ...custody, baseUrl: 'http://custody.internal' },
        allowInsecure: ['sandbox-token', 'any-origin', 'http-upstream', 'generated-session-keys'],
      });
      await allowed.close();
    } finally {
      vi.unstubAllEnvs();
    }
    const local = await createLatchkeyServer({
      database: await createPgliteDatabase(),
      environments: { sandbox: { authToken: 'sandbox-token' } },
      allowedOrigins: '*',
    });
    await local.close();
  }, 30_000);

  it("keeps the custody provider's and the RPC's own words out of answers, logging them with the request id", async () => {
    const custodyServer = await startCustodyServer({ host: '127.0.0.1', port: 0 });
    const logged: { error: unknown; requestId: string }[] = [];
    const withCustody = await createLatchkeyServer({
      database: await createPgliteDatabase(),
      environments: { acme: { authToken: 'pk_acme' } },
      // An organization the provider does not know: it refuses with its own message.
      custody: {
        baseUrl: custodyServer.url,
        organizationId: 'org-that-does-not-exist',
        apiPublicKey: custodyServer.admin.rootApiKey.publicKey,
        apiPrivateKey: custodyServer.admin.rootApiKey.privateKey,
        pollIntervalMs: 20,
      },
      onError: (error, { requestId }) => logged.push({ error, requestId }),
    });
    try {
      const response = await withCustody.fetch(
        new Request('http://server/api/v0/embedded/email-login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: 'Bearer pk_acme' },
          body: JSON.stringify({ environmentId: 'acme', email: 'upstream@example.com' }),
        }),
        { clientIp: '203.0.113.80' },
      );
      const text = await response.text();
      const requestId = response.headers.get('x-request-id');
      expect(response.status).toBe(502);
      expect(JSON.parse(text)).toEqual({
        error: {
          code: 'CUSTODY_ERROR',
          message: 'The custody provider did not complete the request',
          requestId,
        },
      });
      expect(text).not.toMatch(/org-that-does-not-exist|organization not found/);
      expect(logged).toHaveLength(1);
      expect(logged[0]?.requestId).toBe(requestId);
      expect(String((logged[0]?.error as ServerError | undefined)?.detail)).toContain(
        'organization not found: org-that-does-not-exist',
      );
      recordAttack('custody error text in the browser answer', 1, 1);
    } finally {
      await withCustody.close();
      await custodyServer.close();
    }
    // The RPC's: a failure names neither the node nor its error.
    const failing = callRpc(() =>
      Promise.reject(new Error('HTTP 401 from https://rpc.acme.example/?api-key=secret')),
    );
    await expect(failing).rejects.toMatchObject({
      status: 502,
      code: 'RPC_ERROR',
      message: 'The RPC did not answer',
      detail: expect.objectContaining({ message: expect.stringContaining('api-key=secret') }),
    });
    recordAttack('RPC error text in the browser answer', 1, 1);
  }, 30_000);
});
