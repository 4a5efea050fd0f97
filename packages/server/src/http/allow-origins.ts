import { PRODUCT_API_REQUEST_HEADERS, REQUEST_ID_HEADER } from '@latchkey/core/product-api';
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { ServerError } from '../server-error.js';
import type { ServerEnv } from './server-env.js';

/**
 * The middleware serving the allowed origins only: CORS, which tells browsers which pages may
 * call (listed origins with their cookies; '*' any page, never with cookies), then a check that
 * refuses other sites' pages here too, since CORS only asks browsers to hold back.
 *
 * @throws {ServerError} 403 `ORIGIN_NOT_ALLOWED` for a request from an origin not allowed.
 */
export function allowOrigins(allowed: readonly string[] | '*'): MiddlewareHandler<ServerEnv>[] {
  const isAllowedOrigin = (origin: string) => allowed === '*' || allowed.includes(origin);
  return [
    cors({
      // Any page, but never with its cookies: '*' plus credentials would let every site act as
      // the signed-in user.
      origin: allowed === '*' ? '*' : (origin) => (isAllowedOrigin(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: [...PRODUCT_API_REQUEST_HEADERS],
      credentials: allowed !== '*',
      exposeHeaders: [REQUEST_ID_HEADER],
      maxAge: 600,
    }),
    async (c, next) => {
      const origin = c.req.header('origin');
      if (origin && !isAllowedOrigin(origin)) {
        throw new ServerError(403, 'ORIGIN_NOT_ALLOWED', `Requests from ${origin} are not allowed`);
      }
      await next();
    },
  ];
}
