import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { ServerError } from '../server-error.js';
import { answeredCode } from './request-log.js';

/**
 * `GET /metrics` of {@link createLatchkeyServer}: Prometheus's text format. It reveals traffic
 * (routes, rates, sponsored lamports), so a server reachable from the internet should set a
 * `token` (scrapes then send `Authorization: Bearer <token>`) or keep the port private.
 */
export interface MetricsOptions {
  /** A bearer token a scrape must send. Default: none (anyone who reaches the port may scrape). */
  token?: string | undefined;
}

/** What the pool of a database reports: connections held, callers waiting for one, and its size. */
export interface DatabasePoolUsage {
  readonly inUse: number;
  readonly waiting: number;
  readonly size: number;
}

/** Latency buckets in seconds: from a cached answer to the 5 s database and 10 s body limits. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One server's metrics, in a registry of its own (never prom-client's global one), so two servers
 * in one process keep separate counts: requests by route and status, their latency, the database
 * pool, sponsorships and their lamports, refusals (429) by code, and Node's process metrics.
 */
export function createServerMetrics(parameters: {
  /** The database pool's usage when scraped; undefined for a database without a pool (PGlite). */
  poolUsage: () => DatabasePoolUsage | undefined;
}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'latchkey_http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'latchkey_http_request_duration_seconds',
    help: 'From arrival until the answer was ready, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'latchkey_refusals_total',
    help: 'Requests refused 429 by a quota or rate limit, by route pattern and error code (QUOTA_EXCEEDED, RATE_LIMITED)',
    labelNames: ['route', 'code'] as const,
    registers: [registry],
  });
  const sponsorships = new Counter({
    name: 'latchkey_sponsorships_total',
    help: 'Transactions the fee payer signed, by environment (an identical transaction sent again is counted again; its fee is paid once)',
    labelNames: ['environment'] as const,
    registers: [registry],
  });
  const lamports = new Counter({
    name: 'latchkey_sponsored_lamports_total',
    help: 'The most the fee payer pays for the transactions it signed, in lamports, by environment',
    labelNames: ['environment'] as const,
    registers: [registry],
  });
  const poolGauge = (name: string, help: string, read: (usage: DatabasePoolUsage) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const usage = parameters.poolUsage();
        if (usage) this.set(read(usage));
      },
    });
  poolGauge(
    'latchkey_database_connections_in_use',
    'PostgreSQL connections held by a statement or transaction now',
    (usage) => usage.inUse,
  );
  poolGauge(
    'latchkey_database_connections_waiting',
    'Requests waiting for a free PostgreSQL connection now',
    (usage) => usage.waiting,
  );
  poolGauge(
    'latchkey_database_connections_max',
    'The size of the PostgreSQL pool',
    (usage) => usage.size,
  );

  return {
    registry,
    /** Counts each request once its answer is made, whatever it is. */
    middleware(): MiddlewareHandler {
      return async (c, next) => {
        const started = performance.now();
        await next();
        const route = routePath(c, -1) || '/*';
        const status = c.res.status;
        duration.observe({ method: c.req.method, route }, (performance.now() - started) / 1000);
        requests.inc({ method: c.req.method, route, status: String(status) });
        if (status === 429) {
          const code = answeredCode(c.var) ?? (await readErrorCode(c.res));
          refusals.inc({ route, code: code ?? 'none' });
        }
      };
    },
    /** Counts one transaction the fee payer signed and the most it pays for it. */
    sponsored(environment: string, feeLamports: bigint) {
      sponsorships.inc({ environment });
      lamports.inc({ environment }, Number(feeLamports));
    },
    /** The `GET /metrics` answer; 401 without the token when one is set. */
    async answer(request: Request, options: MetricsOptions): Promise<Response> {
      if (options.token !== undefined && !bearerMatches(request, options.token)) {
        throw new ServerError(401, 'UNAUTHORIZED', 'Metrics need their bearer token');
      }
      return new Response(await registry.metrics(), {
        headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' },
      });
    },
  };
}

/** The running metrics {@link createServerMetrics} gives. */
export type ServerMetrics = ReturnType<typeof createServerMetrics>;

/** Compares in time independent of where they differ, so the token cannot be guessed by timing. */
function bearerMatches(request: Request, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(token);
  let difference = a.length ^ b.length;
  for (let index = 0; index < b.length; index++) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

/** The `error.code` of one of the server's JSON error answers, read from a copy. */
async function readErrorCode(response: Response): Promise<string | undefined> {
  try {
    const code = ((await response.clone().json()) as { error?: { code?: unknown } })?.error?.code;
    return typeof code === 'string' && /^[A-Z_]{1,64}$/.test(code) ? code : undefined;
  } catch {
    return undefined;
  }
}
