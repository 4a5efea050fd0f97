import { REQUEST_ID_HEADER } from '@latchkey/core/product-api';
import { Hono } from 'hono';
import { allowOrigins } from './http/allow-origins.js';
import { answerError, answerNotFound } from './http/answer-error.js';
import type { MetricsOptions } from './http/metrics.js';
import { readBodyAfterToken } from './http/read-body-after-token.js';
import { logRequests, type RequestLogSink } from './http/request-log.js';
import type { ServerEnv } from './http/server-env.js';
import { requestDeadline } from './resilience/request-deadline.js';
import { mountApiRoutes } from './routes/api-routes.js';
import { mountOperationalRoutes, type ReadinessSettings } from './routes/operational-routes.js';
import type { ServerContext } from './routes/server-context.js';

/**
 * The server's Hono app: its middleware in order (request id, metrics, request log, origins,
 * token then body, deadline), its error answers, and its routes, each listed once.
 */
export function createServerApp(
  server: ServerContext,
  settings: {
    basePath: string;
    allowedOrigins: readonly string[] | '*';
    bodyTimeoutMs: number;
    requestDeadlineMs: number;
    onError: (error: unknown, context: { requestId: string }) => void;
    requestLog: RequestLogSink | undefined;
    metrics: MetricsOptions | undefined;
    readiness: ReadinessSettings | undefined;
  },
): Hono<ServerEnv> {
  const { basePath } = settings;
  const app = new Hono<ServerEnv>();
  // Every answer names its request, so a user's report can be matched with the log.
  app.use('*', async (c, next) => {
    c.set('requestId', crypto.randomUUID());
    await next();
    // On the answer's own headers: `c.header` after the answer is made rebuilds it.
    c.res.headers.set(REQUEST_ID_HEADER, c.get('requestId'));
  });
  if (server.metrics) app.use('*', server.metrics.middleware());
  if (settings.requestLog) {
    app.use(
      '*',
      logRequests<ServerEnv>({
        sink: settings.requestLog,
        clientGroup: (request, bindings) =>
          server.resolveClientAddress(request.headers, bindings?.clientIp),
      }),
    );
  }
  for (const middleware of allowOrigins(settings.allowedOrigins)) app.use('*', middleware);
  app.post(`${basePath}/*`, readBodyAfterToken(server.environments, settings.bodyTimeoutMs));
  // Routes use c.var.database: nothing commits past the deadline or after the client has gone.
  app.use(
    '*',
    requestDeadline<ServerEnv>({
      database: server.database,
      deadlineMs: settings.requestDeadlineMs,
      clientSignal: (c) => c.env?.signal,
    }),
  );
  app.onError(answerError(settings.onError));
  app.notFound(answerNotFound);
  mountOperationalRoutes(app, basePath, server, settings);
  mountApiRoutes(app, basePath, server);
  return app;
}
