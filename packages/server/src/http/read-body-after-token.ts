import type { MiddlewareHandler } from 'hono';
import { authorizeAnyEnvironment, type ServerEnvironment } from './authorize-environment.js';
import { MAX_JSON_BODY_BYTES, readBody } from './read-body.js';
import type { ServerEnv } from './server-env.js';

/**
 * The middleware in front of every `POST`: the app's token is checked from the headers, then
 * the body is read with a hard cap and a deadline into `c.var.requestBody`, before any route
 * parses it — a caller without a token, or with an endless or trickling body, costs no more than
 * 64 KiB and `bodyTimeoutMs`.
 *
 * @throws {ServerError} 401 `UNAUTHORIZED`; 413 `PAYLOAD_TOO_LARGE`; 408 `REQUEST_TIMEOUT`.
 */
export function readBodyAfterToken(
  environments: Readonly<Record<string, ServerEnvironment>>,
  bodyTimeoutMs: number,
): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    authorizeAnyEnvironment(environments, c.req.raw.headers);
    const limits = { maxBytes: MAX_JSON_BODY_BYTES, timeoutMs: bodyTimeoutMs };
    // The adapter's reader, when it has one (Node's reads its stream directly).
    const readAdapterBody = c.env?.readBody;
    c.set(
      'requestBody',
      readAdapterBody ? await readAdapterBody(limits) : await readBody(c.req.raw, limits),
    );
    await next();
  };
}
