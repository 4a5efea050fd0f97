import { generateKeyPairSigner } from '@solana/kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestPostgres } from '../../../../scripts/test-postgres.js';
import { createLatchkeyServer } from '../create-latchkey-server.js';
import { toDatabaseServerError } from '../database/database-server-error.js';
import { openDatabase } from '../database/open-database.js';
import { ServerError } from '../server-error.js';
import { optimizeRequest, startSponsorshipStack } from '../testing/sponsorship-stack.fixture.js';
import { createErrorLog } from './error-log.js';

function recorder(debug = false) {
  let clock = Date.parse('2026-11-26T23:00:00.000Z');
  const lines: Record<string, unknown>[] = [];
  const log = createErrorLog({
    debug,
    repeatWindowMs: 10_000,
    now: () => clock,
    write: (line) => lines.push(JSON.parse(line)),
  });
  return { log, lines, advance: (ms: number) => (clock += ms) };
}

describe('createErrorLog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes one JSON line per error, with no stack at info level', () => {
    const { log, lines } = recorder();
    log.report(new ServerError(502, 'CUSTODY_ERROR', 'Custody failed', 'upstream said 500'), {
      requestId: 'req-1',
    });
    expect(lines).toEqual([
      {
        time: '2026-11-26T23:00:00.000Z',
        level: 'error',
        requestId: 'req-1',
        code: 'CUSTODY_ERROR',
        message: 'Custody failed (upstream said 500)',
      },
    ]);
  });

  it("adds the stack and the driver's error as its cause at debug level", () => {
    const { log, lines } = recorder(true);
    const driver = new Error('connect ECONNREFUSED 127.0.0.1:5432');
    Object.assign(driver, { code: 'ECONNREFUSED' });
    log.report(toDatabaseServerError(driver), { requestId: 'req-2' });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.code).toBe('DATABASE_UNAVAILABLE');
    expect(String(lines[0]?.stack)).toContain('caused by: Error: connect ECONNREFUSED');
    expect(String(lines[0]?.stack)).toContain('error-log.test.ts');
  });

  it('counts the same error within the window and says how often when it ends', () => {
    const { log, lines, advance } = recorder();
    for (let index = 0; index < 500; index++) {
      log.report(new Error('connection refused'), { requestId: `req-${index}` });
      advance(10);
    }
    // 500 × 10 ms = 5 s: still the first window, one line.
    expect(lines).toHaveLength(1);
    log.report(new Error('something else'), { requestId: 'other' });
    expect(lines).toHaveLength(2);
    advance(5_000);
    log.report(new Error('connection refused'), { requestId: 'req-again' });
    expect(lines.slice(2)).toEqual([
      {
        time: expect.any(String),
        level: 'error',
        message: 'Error: connection refused',
        repeated: 499,
        windowMs: 10_000,
      },
      {
        time: expect.any(String),
        level: 'error',
        requestId: 'req-again',
        message: 'Error: connection refused',
      },
    ]);
    log.report(new Error('connection refused'), { requestId: 'counted' });
    log.flush();
    expect(lines.at(-1)).toMatchObject({ message: 'Error: connection refused', repeated: 1 });
  });

  it("masks a URL's password and survives a sink that throws", () => {
    const { log, lines } = recorder(true);
    log.report(new Error('cannot reach postgres://latchkey:s3cret-pass@db:5432/app'), {
      requestId: 'req-3',
    });
    expect(JSON.stringify(lines)).not.toContain('s3cret-pass');
    expect(lines[0]?.message).toBe('Error: cannot reach postgres://latchkey:***@db:5432/app');
    log.report(
      new ServerError(
        502,
        'RPC_ERROR',
        'The RPC did not answer',
        new Error(
          'HTTP 401 from https://rpc.acme.example/?api-key=0f3c9a&cluster=main and https://acme.quiknode.example/4b1d9e2c7a8f6b3d5e0c1a9f/',
        ),
      ),
      { requestId: 'req-4' },
    );
    expect(lines.at(-1)?.message).toBe(
      'The RPC did not answer (Error: HTTP 401 from https://rpc.acme.example/?api-key=***&cluster=*** and https://acme.quiknode.example/***/)',
    );
    const broken = createErrorLog({
      write: () => {
        throw new Error('disk full');
      },
    });
    expect(() => broken.report(new Error('x'), { requestId: 'r' })).not.toThrow();
  });
});

describe('the default error log during a database outage', { timeout: 60_000 }, () => {
  it("writes a few lines, not one per failed request, while Debian's PostgreSQL is down", {
    timeout: 60_000,
  }, async () => {
    const [stack, postgres] = await Promise.all([startSponsorshipStack(), startTestPostgres()]);
    const written: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => written.push(String(line)));
    const server = await createLatchkeyServer({
      database: await openDatabase({
        databaseUrl: postgres.url,
        limits: { connectTimeoutMs: 500 },
      }),
      environments: { 'env-test': { authToken: 'token-test' } },
      sponsorship: { feePayer: stack.feePayer, rpcUrl: stack.sandbox.urls.rpc },
    });
    try {
      const sender = await generateKeyPairSigner();
      const base64 = stack.toBase64(await stack.transfer(sender, sender.address, 1000n));
      await postgres.halt();
      const statuses: number[] = [];
      for (let index = 0; index < 60; index++) {
        const response = await server.fetch(optimizeRequest(sender.address, base64), {
          clientIp: `10.0.0.${index}`,
        });
        statuses.push(response.status);
      }
      expect(new Set(statuses)).toEqual(new Set([503]));
      // Each line is JSON; the first names the error, the rest of the 60 are counted.
      const parsed = written.map((line) => JSON.parse(line));
      expect(parsed.length).toBeGreaterThanOrEqual(1);
      expect(parsed.length).toBeLessThanOrEqual(3);
      expect(parsed[0]).toMatchObject({ level: 'error', code: 'DATABASE_UNAVAILABLE' });
      expect(parsed[0]).not.toHaveProperty('stack');
    } finally {
      await postgres.resume();
      await server.close();
      // What close() flushed: the count of the repeats.
      const counted = written
        .map((line) => JSON.parse(line))
        .reduce((sum, entry) => sum + (entry.repeated ?? 0), 0);
      expect(counted).toBeGreaterThan(50);
      await Promise.all([stack.stop(), postgres.stop()]);
    }
  });
});
