import { PRODUCT_API_REQUEST_HEADERS, REQUEST_ID_HEADER } from '@latchkey/core/product-api';
import type { MiddlewareHandler } from 'hono';
import { ServerError } from '../server-error.js';
import type { ServerEnv } from './server-env.js';

/**
 * The middleware serving the allowed origins only: CORS, which tells browsers which pages may
 * call (listed origins with their cookies; '*' any page, never with cookies), then a check that
 * refuses other sites' pages here too, since CORS only asks browsers to hold back.
 *
 * The CORS headers are written onto the answer once it is made (a preflight is answered here,
 * 204): headers set before the route answers make Hono rebuild the answer, which costs more
 * than the rest of a small request's HTTP handling.
 *
 * @throws {ServerError} 403 `ORIGIN_NOT_ALLOWED` for a request from an origin not allowed.
 */
export function allowOrigins(allowed: readonly string[] | '*'): MiddlewareHandler<ServerEnv>[] {
  const isAllowedOrigin = (origin: string) => allowed === '*' || allowed.includes(origin);
  return [
    async (c, next) => {
      const origin = c.req.header('origin');
      // Any page, but never with its cookies: '*' plus credentials would let every site act as
      // the signed-in user.
      const allowOrigin =
        allowed === '*' ? '*' : origin && isAllowedOrigin(origin) ? origin : undefined;
      const preflight = c.req.method === 'OPTIONS';
      if (!preflight) await next();
      const headers = preflight ? new Headers() : c.res.headers;
      if (allowOrigin) {
        headers.set('Access-Control-Allow-Origin', allowOrigin);
        if (allowed !== '*') headers.set('Access-Control-Allow-Credentials', 'true');
        headers.set('Access-Control-Expose-Headers', REQUEST_ID_HEADER);
      }
      if (allowed !== '*') headers.append('Vary', 'Origin');
      if (!preflight) return;
      headers.set('Access-Control-Max-Age', '600');
      headers.set('Access-Control-Allow-Methods', 'GET,POST,OPTIONS');
      headers.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      headers.append('Vary', 'Access-Control-Request-Headers');
      return c.body(null, 204, Object.fromEntries(headers));
    },
    async (c, next) => {
      const origin = c.req.header('origin');
      if (origin && !isAllowedOrigin(origin)) {
        throw new ServerError(403, 'ORIGIN_NOT_ALLOWED', `Requests from ${origin} are not allowed`);
      }
      await next();
    },
  ];
}

const ALLOWED_HEADERS = PRODUCT_API_REQUEST_HEADERS.join(',');
