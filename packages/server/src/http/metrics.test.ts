import { generateKeyPairSigner } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../../../scripts/test-postgres.js';
import { createLatchkeyServer, type LatchkeyServerOptions } from '../create-latchkey-server.js';
import { createPostgresDatabase } from '../database/postgres-database.js';
import {
  type SponsorshipStack,
  sponsorSigned,
  startSponsorshipStack,
} from '../testing/sponsorship-stack.fixture.js';

// /metrics on Debian's PostgreSQL and the sandbox's Solana RPC: the counters move with real
// requests, and what prom-client writes is read back line by line as Prometheus would.

let stack: SponsorshipStack;
let postgres: TestPostgres;

beforeAll(async () => {
  [stack, postgres] = await Promise.all([startSponsorshipStack(), startTestPostgres()]);
}, 60_000);
afterAll(async () => {
  await stack?.stop();
  await postgres?.stop();
});

const environments = { 'env-test': { authToken: 'token-test' } };

function start(options: Partial<LatchkeyServerOptions> = {}) {
  return createLatchkeyServer({
    database: createPostgresDatabase({ connectionString: postgres.url }),
    environments,
    metrics: {},
    ...options,
  });
}

/**
 * Prometheus's text format: `# HELP`/`# TYPE` lines and `name{labels} value` samples; every
 * other line fails the test. Returns each sample's value by its `name{labels}`.
 */
function parseExposition(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || /^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* /.test(line)) continue;
    const match =
      /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})?) (\S+)$/.exec(
        line,
      );
    if (!match) throw new Error(`Not Prometheus's text format: ${line}`);
    // Prometheus reads values with Go's ParseFloat: NaN and Inf in any case (prom-client writes
    // an event loop lag not yet measured as "Nan").
    const raw = match[2] as string;
    const value = /^nan$/i.test(raw)
      ? Number.NaN
      : /^[+-]?inf$/i.test(raw)
        ? Number(raw.replace(/inf/i, 'Infinity'))
        : Number(raw);
    if (Number.isNaN(value) && !/^nan$/i.test(raw)) throw new Error(`Not a value: ${line}`);
    samples.set(match[1] as string, value);
  }
  return samples;
}

async function scrape(
  server: { fetch(request: Request): Promise<Response> },
  headers: Record<string, string> = {},
) {
  const response = await server.fetch(new Request('http://server/metrics', { headers }));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(await response.text());
}

describe('GET /metrics', () => {
  it('counts requests by route and status, sponsorships, their lamports and quota refusals', async () => {
    const server = await start({
      // One transaction a sender a day: the second is refused 429 QUOTA_EXCEEDED.
      sponsorship: {
        feePayer: stack.feePayer,
        rpcUrl: stack.sandbox.urls.rpc,
        policy: { perSender: { transactions: 1, lamports: 10_000_000n } },
      },
    });
    try {
      const sender = await stack.funded();
      const recipient = (await generateKeyPairSigner()).address;
      const target = (request: Request, clientIp: string) => server.fetch(request, { clientIp });
      const first = await sponsorSigned(
        target,
        sender,
        await stack.transfer(sender, recipient, 1_000_000n),
        '198.51.100.1',
      );
      expect([first.status, first.code]).toEqual([200, undefined]);
      const second = await sponsorSigned(
        target,
        sender,
        await stack.transfer(sender, recipient, 2_000_000n),
        '198.51.100.1',
      );
      expect([second.status, second.code]).toEqual([429, 'QUOTA_EXCEEDED']);
      await server.fetch(new Request('http://server/health'));
      await server.fetch(new Request('http://server/health'));
      await server.fetch(new Request('http://server/nowhere'));

      const samples = await scrape(server);
      const sign = '/api/v0/solana/signSponsoredTransaction';
      const optimize = '/api/v0/solana/optimizeTransaction';
      expect(
        samples.get('latchkey_http_requests_total{method="GET",route="/health",status="200"}'),
      ).toBe(2);
      expect(
        samples.get(`latchkey_http_requests_total{method="POST",route="${optimize}",status="200"}`),
      ).toBe(1);
      expect(
        samples.get(`latchkey_http_requests_total{method="POST",route="${sign}",status="200"}`),
      ).toBe(1);
      expect(
        samples.get(`latchkey_http_requests_total{method="POST",route="${optimize}",status="429"}`),
      ).toBe(1);
      expect([...samples.keys()].filter((key) => key.includes('status="404"'))).toHaveLength(1);
      expect(
        samples.get(`latchkey_refusals_total{route="${optimize}",code="QUOTA_EXCEEDED"}`),
      ).toBe(1);
      expect(samples.get('latchkey_sponsorships_total{environment="env-test"}')).toBe(1);
      // The most the fee payer pays for one transfer: its signature's 5,000 lamports, no priority fee.
      expect(
        samples.get('latchkey_sponsored_lamports_total{environment="env-test"}'),
      ).toBeGreaterThanOrEqual(5000);
      expect(
        samples.get(`latchkey_http_request_duration_seconds_count{method="POST",route="${sign}"}`),
      ).toBe(1);
      expect(
        samples.get(
          'latchkey_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/health"}',
        ),
      ).toBe(2);
      // Node's own: the process, in the same registry.
      expect(samples.get('process_cpu_seconds_total')).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  }, 30_000);

  it("reports the pool's connections in use and the requests waiting for one", {
    timeout: 60_000,
  }, async () => {
    const database = createPostgresDatabase({
      connectionString: postgres.url,
      limits: { maxConnections: 2, maxTransactionConnections: 1, checkoutTimeoutMs: 10_000 },
    });
    const server = await start({ database });
    try {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let began = () => {};
      const inside = new Promise<void>((resolve) => {
        began = resolve;
      });
      // One transaction holds the pool's only transaction slot; the next waits for it.
      const holding = database.transaction(async (tx) => {
        await tx.query('SELECT 1');
        began();
        await held;
      });
      await inside;
      const queued = database.transaction((tx) => tx.query('SELECT 1'));
      const during = await scrape(server);
      expect(during.get('latchkey_database_connections_in_use')).toBe(1);
      expect(during.get('latchkey_database_connections_waiting')).toBe(1);
      expect(during.get('latchkey_database_connections_max')).toBe(2);
      release();
      await Promise.all([holding, queued]);
      const after = await scrape(server);
      expect(after.get('latchkey_database_connections_in_use')).toBe(0);
      expect(after.get('latchkey_database_connections_waiting')).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('asks for its bearer token when one is set', { timeout: 60_000 }, async () => {
    const server = await start({ metrics: { token: 'scrape-secret' } });
    try {
      for (const authorization of [
        undefined,
        'Bearer wrong',
        'Bearer scrape-secre',
        'scrape-secret',
      ]) {
        const response = await server.fetch(
          new Request('http://server/metrics', {
            headers: authorization ? { Authorization: authorization } : {},
          }),
        );
        expect(response.status).toBe(401);
        expect(await response.text()).not.toContain('latchkey_http_requests_total');
      }
      await scrape(server, { Authorization: 'Bearer scrape-secret' });
    } finally {
      await server.close();
    }
  });

  it("keeps two servers' counts apart in one process, and is off unless asked for", {
    timeout: 60_000,
  }, async () => {
    const [one, two, off] = await Promise.all([start(), start(), start({ metrics: undefined })]);
    try {
      for (let index = 0; index < 3; index++) await one.fetch(new Request('http://server/health'));
      await two.fetch(new Request('http://server/health'));
      const health = 'latchkey_http_requests_total{method="GET",route="/health",status="200"}';
      expect((await scrape(one)).get(health)).toBe(3);
      expect((await scrape(two)).get(health)).toBe(1);
      expect((await off.fetch(new Request('http://server/metrics'))).status).toBe(404);
    } finally {
      await Promise.all([one.close(), two.close(), off.close()]);
    }
  });
});
