import type { MiddlewareHandler } from 'hono';
import { authorizeEnvironment, type ServerEnvironment } from '../http/authorize-environment.js';
import { checkEnvironmentOrigin } from '../http/environment-origins.js';
import { parseJsonBody } from '../http/request-context.js';
import type { ServerEnv } from '../http/server-env.js';
import { requireFeature, type ServerContext, type ServerFeature } from './server-context.js';

/**
 * The Hono environment of a product route: the server's, plus what {@link readProductRequest}
 * sets.
 */
export type ProductEnv = ServerEnv & {
  Variables: {
    body: Record<string, unknown>;
    bodyBytes: Uint8Array<ArrayBuffer>;
    environmentId: string;
    clientAddress: string;
  };
};

/**
 * Reads what every product route answers from, once, in this order: the JSON body (already
 * bounded by size and time), the environment it names (whose token the request must carry, from
 * a page of an origin it allows), the route's feature (501 without it), then the client's address; sets them on `c.var` for the
 * route. The token was checked and the body read before the request's deadline started
 * (`readBodyAfterToken`).
 *
 * @throws {ServerError} 400 `INVALID_JSON` or `INVALID_REQUEST`; 404 `ENVIRONMENT_NOT_FOUND`; 401
 * `UNAUTHORIZED`; 403 `ORIGIN_NOT_ALLOWED`; 501 `NOT_CONFIGURED`; 500 `CLIENT_ADDRESS_UNKNOWN` or 400
 * `CLIENT_ADDRESS_INVALID`.
 */
export function readProductRequest(
  server: ServerContext,
  needs: ServerFeature,
): MiddlewareHandler<ProductEnv> {
  return async (c, next) => {
    const bytes = c.var.requestBody;
    const body = parseJsonBody(bytes);
    const environmentId = authorizeEnvironment(
      server.environments,
      body.environmentId,
      c.req.raw.headers,
    );
    checkEnvironmentOrigin(
      environmentId,
      server.environments[environmentId] as ServerEnvironment,
      server.allowedOrigins,
      c.req.header('origin'),
    );
    requireFeature(server, needs);
    c.set('body', body);
    c.set('bodyBytes', bytes);
    c.set('environmentId', environmentId);
    c.set('clientAddress', server.resolveClientAddress(c.req.raw.headers, c.env?.clientIp));
    await next();
  };
}
