import type { MiddlewareHandler } from 'hono';
import type { Database } from '../database/database.js';
import { ServerError } from '../server-error.js';
import { requestDatabase } from './request-database.js';

/** How long a request may be handled, from when its body has arrived. */
export const REQUEST_DEADLINE_MS = 10_000;

/** How long past its deadline a request whose `COMMIT` is on its way may still be answered. */
export const COMMIT_GRACE_MS = 1000;

/** What a route runs with, per request: the database as the request sees it, and its signal. */
export type RequestScopeVariables = { database: Database; signal: AbortSignal };

/**
 * Hono middleware bounding how long a request is handled: past `deadlineMs` it is answered 503
 * `DEADLINE_EXCEEDED` (with `Retry-After`), and its handler, which may still be waiting, can
 * neither start a statement nor commit (see {@link requestDatabase}): its database work is rolled
 * back. The same happens when the client goes away (`clientSignal` aborts, as the Node adapter's
 * request signal does on a closed connection): the work is abandoned with 499
 * `CLIENT_CLOSED_REQUEST`, which nobody receives but the request log records.
 *
 * A request whose transaction is committing at its deadline gets up to {@link COMMIT_GRACE_MS}
 * more: what it committed (a charged sponsorship) is worth its answer.
 *
 * Sets `c.var.database` and `c.var.signal` (to pass to upstream calls) for the routes.
 */
export function requestDeadline<
  env extends { Variables: RequestScopeVariables; Bindings: object },
>(parameters: {
  database: Database;
  deadlineMs: number;
  clientSignal: (c: Parameters<MiddlewareHandler<env>>[0]) => AbortSignal | undefined;
}): MiddlewareHandler<env> {
  return async (c, next) => {
    const deadlineMs = parameters.deadlineMs;
    const aborting = new AbortController();
    const client = parameters.clientSignal(c);
    const onClientGone = () =>
      aborting.abort(
        new ServerError(
          499,
          'CLIENT_CLOSED_REQUEST',
          'The client closed the connection before its answer',
        ),
      );
    if (client?.aborted) onClientGone();
    else client?.addEventListener('abort', onClientGone, { once: true });
    const scope = requestDatabase(parameters.database, aborting.signal);
    c.set('database', scope.database);
    c.set('signal', aborting.signal);

    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), deadlineMs);
    });
    // Hono's compose answers a handler's error through onError, so this never rejects.
    const handled = next().then(() => 'handled' as const);
    try {
      if ((await Promise.race([handled, late])) === 'handled') return;
      // Made only when it happens: an error's stack costs every request otherwise.
      const deadline = new ServerError(
        503,
        'DEADLINE_EXCEEDED',
        `The request was not handled within ${deadlineMs} ms; try again shortly`,
      );
      aborting.abort(deadline);
      if (scope.committing > 0) {
        const grace = new Promise<'late'>((resolve) => {
          timer = setTimeout(() => resolve('late'), COMMIT_GRACE_MS);
        });
        if ((await Promise.race([handled, grace])) === 'handled') return;
      }
      c.header('Retry-After', '1');
      throw deadline;
    } finally {
      clearTimeout(timer);
      client?.removeEventListener('abort', onClientGone);
    }
  };
}
