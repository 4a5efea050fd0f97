import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';

/**
 * One line of the request log, written once per request after its answer. It carries no
 * secrets and no bodies: no headers, no query string, no token, no email or address from a body;
 * the route is the registered pattern, not the path asked for.
 *
 * @example
 * ```ts
 * const entry: RequestLogEntry = {
 *   time: '2026-11-26T21:00:00.000Z', requestId, method: 'POST',
 *   route: '/api/v0/embedded/email-login', status: 429, durationMs: 3.1,
 *   clientGroup: '203.0.113.7', errorCode: 'RATE_LIMITED',
 * };
 * ```
 */
export interface RequestLogEntry {
  /** When the request arrived, ISO 8601. */
  time: string;
  /** The answer's `X-Request-Id`, which also names the request in `onError`. */
  requestId: string;
  method: string;
  /** The route pattern that answered, such as `/api/v0/solana/signSponsoredTransaction`, or `/*` when no route matched. */
  route: string;
  status: number;
  /** From arrival until the answer was ready, in milliseconds (0.1 ms steps). */
  durationMs: number;
  /** The client address as the per-address limits group it (IPv6 by /64), when known. */
  clientGroup?: string;
  /** The answer's error code (`error.code` of a 4xx or 5xx), when there is one. */
  errorCode?: string;
}

/**
 * Where request log entries go. The CLI writes each as one JSON line on stdout
 * ({@link formatRequestLogLine}); a library user may pass its own logger.
 *
 * @example
 * ```ts
 * const requestLog: RequestLogSink = (entry) => console.log(formatRequestLogLine(entry));
 * ```
 */
export type RequestLogSink = (entry: RequestLogEntry) => void;

/**
 * An entry as one line of JSON, fields in a fixed order.
 *
 * @example
 * ```ts
 * process.stdout.write(`${formatRequestLogLine(entry)}\n`);
 * ```
 */
export function formatRequestLogLine(entry: RequestLogEntry): string {
  return JSON.stringify(entry);
}

/**
 * Hono middleware writing one {@link RequestLogEntry} per request to `sink`, after the answer is
 * made, whatever it is (a route's, a thrown error's or a 404). A sink that throws is ignored: the
 * log must never change an answer.
 */
export function logRequests<
  environment extends { Bindings?: object; Variables: { requestId: string } },
>(options: {
  sink: RequestLogSink;
  /** The client's group, or undefined when it cannot be told (never throws). */
  clientGroup: (request: Request, env: environment['Bindings']) => string | undefined;
}): MiddlewareHandler<environment> {
  return async (c, next) => {
    const arrived = Date.now();
    const started = performance.now();
    await next();
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    // The error handler names its answer's code; any other error answer is read from a copy.
    const errorCode =
      status < 400 ? undefined : (answeredCode(c.var) ?? (await readErrorCode(c.res)));
    let clientGroup: string | undefined;
    try {
      clientGroup = options.clientGroup(c.req.raw, c.env);
    } catch {
      clientGroup = undefined;
    }
    try {
      options.sink({
        time: new Date(arrived).toISOString(),
        requestId: c.get('requestId'),
        method: c.req.method,
        route: routePath(c, -1) || '/*',
        status,
        durationMs,
        ...(clientGroup === undefined ? {} : { clientGroup }),
        ...(errorCode === undefined ? {} : { errorCode }),
      });
    } catch {
      // A broken sink loses a line, never the answer.
    }
  };
}

/** The code the error handler set for its answer (`c.var.errorCode`), if it did. */
export function answeredCode(variables: object): string | undefined {
  const code = (variables as { errorCode?: unknown }).errorCode;
  return typeof code === 'string' ? code : undefined;
}

/** The `error.code` of a JSON error answer (the server's own shape), read from a copy. */
async function readErrorCode(response: Response): Promise<string | undefined> {
  if (!response.headers.get('content-type')?.includes('application/json')) return undefined;
  try {
    const body = (await response.clone().json()) as { error?: { code?: unknown } };
    const code = body?.error?.code;
    return typeof code === 'string' && code.length <= 64 ? code : undefined;
  } catch {
    return undefined;
  }
}
