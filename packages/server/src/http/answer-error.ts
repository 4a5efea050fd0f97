import type { ProductApiErrorAnswer } from '@latchkey/core/product-api';
import type { Context } from 'hono';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  toDatabaseServerError,
} from '../database/database-server-error.js';
import { ServerError } from '../server-error.js';
import type { ServerEnv } from './server-env.js';

/**
 * The app's error handler: a `ServerError` is answered `status { error: { code, message } }`;
 * the database down, restarting or past a bounded wait is 503 with `Retry-After`; anything else
 * is a 500 `INTERNAL` with no detail. What the log needs (an upstream's own words, an unexpected
 * error) goes to `onError` under the request id, which the answer then carries.
 */
export function answerError(
  onError: (error: unknown, context: { requestId: string }) => void,
): (caught: Error, c: Context<ServerEnv>) => Response {
  return (caught, c) => {
    const requestId = c.get('requestId');
    const error = toDatabaseServerError(caught) ?? caught;
    if (error !== caught) c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    if (error instanceof ServerError) {
      // An upstream's own words go to the log under the request id, never to the browser.
      const logged = error.status >= 500 && error.detail !== undefined;
      if (logged) onError(error, { requestId });
      const answer: ProductApiErrorAnswer = {
        error: {
          ...error.answered,
          code: error.code,
          message: error.message,
          ...(logged ? { requestId } : {}),
        },
      };
      c.set('errorCode', error.code);
      return c.json(answer, error.status as 400);
    }
    onError(error, { requestId });
    c.set('errorCode', 'INTERNAL');
    const answer: ProductApiErrorAnswer = {
      error: { code: 'INTERNAL', message: 'Internal server error', requestId },
    };
    return c.json(answer, 500);
  };
}

/** The answer for a path the server does not serve: 404 `NOT_FOUND`. */
export function answerNotFound(c: Context<ServerEnv>): Response {
  const answer: ProductApiErrorAnswer = {
    error: { code: 'NOT_FOUND', message: `Nothing at ${c.req.path}` },
  };
  c.set('errorCode', 'NOT_FOUND');
  return c.json(answer, 404);
}
