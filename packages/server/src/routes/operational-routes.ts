import type { Hono } from 'hono';
import type { MetricsOptions } from '../http/metrics.js';
import {
  createReadinessProbe,
  DEFAULT_MIN_FEE_PAYER_LAMPORTS,
  READINESS_CACHE_MS,
  READINESS_DEADLINE_MS,
} from '../http/readiness.js';
import type { ServerEnv } from '../http/server-env.js';
import type { ServerContext } from './server-context.js';

const NO_CACHE = { 'Cache-Control': 'no-store' };

/**
 * `GET /ready`'s settings: how long its checks may take together, the fee payer's balance it
 * requires when sponsorship is on, and how long a report is reused.
 */
export interface ReadinessSettings {
  deadlineMs?: number | undefined;
  minFeePayerLamports?: bigint | undefined;
  cacheMs?: number | undefined;
}

/**
 * Mounts the routes for whoever runs the server, each at the root and under `basePath`:
 * `GET /health` (the process answers), `GET /ready` (200 only while the database, custody and a
 * funded fee payer answer: for load balancers) and, when on, `GET /metrics`.
 */
export function mountOperationalRoutes(
  app: Hono<ServerEnv>,
  basePath: string,
  server: ServerContext,
  options: {
    readiness: ReadinessSettings | undefined;
    metrics: MetricsOptions | undefined;
  },
): void {
  const both = (path: string) => [path, `${basePath}${path}`];
  const health = () =>
    new Response('ok', { headers: { 'Content-Type': 'text/plain', ...NO_CACHE } });
  for (const path of both('/health')) app.get(path, health);

  const { sponsorship, metrics } = server;
  const probeReadiness = createReadinessProbe(
    {
      database: server.database,
      custody: server.custody,
      feePayer: sponsorship && {
        address: sponsorship.feePayer.address,
        rpc: sponsorship.rpc,
        minLamports: options.readiness?.minFeePayerLamports ?? DEFAULT_MIN_FEE_PAYER_LAMPORTS,
      },
      deadlineMs: options.readiness?.deadlineMs ?? READINESS_DEADLINE_MS,
    },
    { cacheMs: options.readiness?.cacheMs ?? READINESS_CACHE_MS },
  );
  const ready = async () => {
    const report = await probeReadiness();
    return Response.json(report, { status: report.ready ? 200 : 503, headers: NO_CACHE });
  };
  for (const path of both('/ready')) app.get(path, ready);

  const metricsOptions = options.metrics;
  if (metrics && metricsOptions) {
    const scrape = (c: { req: { raw: Request } }) => metrics.answer(c.req.raw, metricsOptions);
    for (const path of both('/metrics')) app.get(path, scrape);
  }
}
