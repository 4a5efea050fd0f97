import { createServer } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { createLatchkeyServer } from '../create-latchkey-server.js';
import { createPgliteDatabase } from '../database/pglite-database.js';
import { formatRequestLogLine, type RequestLogEntry } from './request-log.js';

// The request log on the real server: one JSON line per request, its fields, and nothing secret
// in it; a 5xx from an unreachable custody provider gives exactly one line (and one onError).

/** A loopback port nobody listens on: the custody provider is down. */
async function closedPortUrl() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

describe('request log', { timeout: 60_000 }, () => {
  it('writes one line per request: time, request id, method, route, status, duration, client group, error code; no token, no body', {
    timeout: 60_000,
  }, async () => {
    const lines: string[] = [];
    const errors: unknown[] = [];
    const server = await createLatchkeyServer({
      database: await createPgliteDatabase(),
      environments: { acme: { authToken: 'pk_secret_token' } },
      custody: {
        baseUrl: await closedPortUrl(),
        organizationId: 'org',
        apiPublicKey: `02${'11'.repeat(32)}`,
        apiPrivateKey: '22'.repeat(32),
      },
      requestLog: (entry) => lines.push(formatRequestLogLine(entry)),
      onError: (error) => errors.push(error),
    });
    try {
      const post = (path: string, clientIp: string) =>
        server.fetch(
          new Request(`http://server/api/v0${path}?email=query-secret@example.com`, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              Authorization: 'Bearer pk_secret_token',
            },
            body: JSON.stringify({ environmentId: 'acme', email: 'body-secret@example.com' }),
          }),
          { clientIp },
        );
      const health = await server.fetch(new Request('http://server/health'), {
        clientIp: '2001:db8:1:2:3:4:5:6',
      });
      const failed = await post('/embedded/email-login', '203.0.113.9');
      const missing = await server.fetch(new Request('http://server/nowhere/at-all'), {
        clientIp: '203.0.113.9',
      });

      expect(failed.status).toBeGreaterThanOrEqual(500);
      expect(lines).toHaveLength(3);
      const entries = lines.map((line) => JSON.parse(line) as RequestLogEntry);
      console.log(`request log lines:\n${lines.join('\n')}`);
      for (const [index, entry] of entries.entries()) {
        expect(Object.keys(entry)).toEqual(
          expect.arrayContaining(['time', 'requestId', 'method', 'route', 'status', 'durationMs']),
        );
        expect(new Date(entry.time).toISOString()).toBe(entry.time);
        expect(entry.durationMs).toBeGreaterThanOrEqual(0);
        expect(entry.requestId).toBe([health, failed, missing][index]?.headers.get('x-request-id'));
      }
      expect(entries[0]).toMatchObject({
        method: 'GET',
        route: '/health',
        status: 200,
        clientGroup: '2001:db8:1:2::/64',
      });
      expect(entries[0]).not.toHaveProperty('errorCode');
      expect(entries[1]).toMatchObject({
        method: 'POST',
        route: '/api/v0/embedded/email-login',
        status: failed.status,
        clientGroup: '203.0.113.9',
        errorCode: 'CUSTODY_ERROR',
      });
      // The pattern, never the path asked for.
      expect(entries[2]).toMatchObject({ route: '/*', status: 404, errorCode: 'NOT_FOUND' });
      // A 5xx: exactly one request line, and its detail once through onError.
      expect(lines.filter((line) => line.includes(entries[1]?.requestId ?? '?'))).toHaveLength(1);
      expect(errors).toHaveLength(1);
      const all = lines.join('\n');
      for (const secret of ['pk_secret_token', 'secret@example.com', 'nowhere', '22222222']) {
        expect(all).not.toContain(secret);
      }
    } finally {
      await server.close();
    }
  });

  it("writes nothing without requestLog: the library stays out of its host's output", {
    timeout: 60_000,
  }, async () => {
    const server = await createLatchkeyServer({
      database: await createPgliteDatabase(),
      environments: { acme: { authToken: 'pk_acme' } },
    });
    const log = vi.spyOn(console, 'log');
    const write = vi.spyOn(process.stdout, 'write');
    try {
      await server.fetch(new Request('http://server/health'), { clientIp: '203.0.113.9' });
      await server.fetch(new Request('http://server/nowhere'), { clientIp: '203.0.113.9' });
      expect(log).not.toHaveBeenCalled();
      expect(write).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
      write.mockRestore();
      await server.close();
    }
  });

  it('a throwing sink does not change the answer', { timeout: 60_000 }, async () => {
    const server = await createLatchkeyServer({
      database: await createPgliteDatabase(),
      environments: { acme: { authToken: 'pk_acme' } },
      requestLog: () => {
        throw new Error('sink down');
      },
    });
    try {
      const response = await server.fetch(new Request('http://server/health'), {
        clientIp: '203.0.113.9',
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('ok');
    } finally {
      await server.close();
    }
  });
});
