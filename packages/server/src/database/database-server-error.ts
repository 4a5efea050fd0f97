import { ServerError } from '../server-error.js';
import { unavailableReason } from './database-unavailable.js';

const driverErrors = new WeakMap<ServerError, unknown>();

/** The driver's error behind an answer of {@link toDatabaseServerError}, for a debug log. */
export function driverErrorOf(answer: unknown): unknown {
  return answer instanceof ServerError ? driverErrors.get(answer) : undefined;
}

/** What a client is told to wait before trying again, in seconds (`Retry-After`). */
export const DATABASE_RETRY_AFTER_SECONDS = 1;

/**
 * The answer for an error that means the database is unavailable (unreachable, restarting,
 * timed out, a row lock not granted, the pool exhausted): 503 `DATABASE_UNAVAILABLE`, to be sent
 * with `Retry-After` ({@link DATABASE_RETRY_AFTER_SECONDS}). Its `detail` is one line (the
 * driver's message and code) and so is its `stack`, so the log gets one line per request rather
 * than the driver's every field. `undefined` for any other error.
 */
export function toDatabaseServerError(error: unknown): ServerError | undefined {
  const reason = unavailableReason(error);
  if (!reason) return undefined;
  const message =
    reason === 'lock-timeout' || reason === 'pool-exhausted'
      ? 'The database is busy; try again shortly'
      : 'The database is unavailable; try again shortly';
  const detail = `database ${reason}: ${error instanceof Error ? error.message : String(error)}`;
  const answer = new ServerError(503, 'DATABASE_UNAVAILABLE', message, detail);
  // What the log prints (console.error inspects the stack and own enumerable fields): one line
  // holding the detail, where a pg error printed its every field (~17 lines a request).
  answer.stack = `ServerError: ${message} [${detail}]`;
  // The driver's error, for a debug log's stack (not a `cause`: util.inspect would print it).
  driverErrors.set(answer, error);
  for (const field of ['status', 'code', 'detail'] as const) {
    Object.defineProperty(answer, field, { enumerable: false });
  }
  return answer;
}
