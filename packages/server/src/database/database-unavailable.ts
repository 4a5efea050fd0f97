/**
 * Why the database could not serve a request: not reachable (refused, dropped, restarting),
 * a statement past its timeout, a row lock not granted in time, or every pooled connection busy
 * past the checkout timeout.
 */
export type DatabaseUnavailableReason =
  | 'unreachable'
  | 'timeout'
  | 'lock-timeout'
  | 'pool-exhausted';

/**
 * The database could not answer in time or at all. Transient by nature: the server answers 503
 * `DATABASE_UNAVAILABLE` with `Retry-After`, and the pool reconnects by itself.
 *
 * @example
 * ```ts
 * throw new DatabaseUnavailableError('pool-exhausted', 'No free connection within 2000 ms');
 * ```
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  readonly reason: DatabaseUnavailableReason;
  constructor(reason: DatabaseUnavailableReason, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.reason = reason;
  }
}

// SQLSTATEs that say the server, not the statement, is the problem.
const REASON_OF_SQLSTATE: Readonly<Record<string, DatabaseUnavailableReason>> = {
  '57P01': 'unreachable', // admin_shutdown: a restart or fast stop
  '57P02': 'unreachable', // crash_shutdown
  '57P03': 'unreachable', // cannot_connect_now: starting up or shutting down
  '53300': 'unreachable', // too_many_connections
  '57014': 'timeout', // query_canceled: statement_timeout
  '25P03': 'timeout', // idle_in_transaction_session_timeout
  '55P03': 'lock-timeout', // lock_not_available: lock_timeout
};

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

// node-postgres says these in words only.
const DRIVER_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Query read timeout|Cannot use a pool after calling end/;

/**
 * Whether `error` (or an error it was caused by) means the database is unavailable rather than
 * the statement wrong, and why; `undefined` for anything else (a constraint, a syntax error).
 */
export function unavailableReason(error: unknown): DatabaseUnavailableReason | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if (cause instanceof DatabaseUnavailableError) return cause.reason;
    if (typeof cause !== 'object') return undefined;
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') {
      const reason = REASON_OF_SQLSTATE[code];
      if (reason) return reason;
      if (code.startsWith('08') && code.length === 5) return 'unreachable'; // connection_exception
      if (NETWORK_CODES.has(code)) return 'unreachable';
    }
    // A refused connection to `localhost` is an AggregateError of one per address.
    if (cause instanceof AggregateError && cause.errors.some((e) => unavailableReason(e))) {
      return 'unreachable';
    }
    const message = (cause as { message?: unknown }).message;
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) {
      return /timeout/i.test(message) ? 'timeout' : 'unreachable';
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * `error` as a {@link DatabaseUnavailableError} when it means the database is unavailable;
 * otherwise `error` itself.
 */
export function asDatabaseError(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError) return error;
  const reason = unavailableReason(error);
  if (!reason) return error;
  return new DatabaseUnavailableError(reason, describe(error), { cause: error });
}

// One line for the log: the driver's message and its SQLSTATE or errno code, no stack.
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const inner =
    error instanceof AggregateError ? error.errors.map((e) => describe(e)).join('; ') : '';
  return `${error.message || inner}${typeof code === 'string' ? ` (${code})` : ''}`;
}
