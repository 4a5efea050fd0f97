/**
 * How long the server waits on PostgreSQL, and with how many connections. Every wait is bounded:
 * past it the request is answered 503 `DATABASE_UNAVAILABLE` rather than held.
 *
 * @example
 * ```ts
 * const limits: DatabaseLimits = { ...DEFAULT_DATABASE_LIMITS, lockTimeoutMs: 1000 };
 * ```
 */
export interface DatabaseLimits {
  /** Connections in the pool, per instance. */
  readonly maxConnections: number;
  /**
   * Of those, how many may be inside a transaction at once. Transactions take row locks (the
   * quota rows); the rest stay free for single statements, so a held hot row cannot starve every
   * route.
   */
  readonly maxTransactionConnections: number;
  /** How long making a new connection may take. */
  readonly connectTimeoutMs: number;
  /**
   * How long a request waits for a free pooled connection before 503. Longer than
   * `lockTimeoutMs`, so a request queued behind lock waiters is served once they give up.
   */
  readonly checkoutTimeoutMs: number;
  /** PostgreSQL's `statement_timeout`: the longest one statement may run. */
  readonly statementTimeoutMs: number;
  /**
   * PostgreSQL's `lock_timeout`: the longest a statement waits for a lock (hot quota rows). A
   * waiter queued behind other waiters may wait twice (the row's tuple lock, then its holder).
   */
  readonly lockTimeoutMs: number;
  /** PostgreSQL's `idle_in_transaction_session_timeout`: a transaction left open is ended. */
  readonly idleInTransactionTimeoutMs: number;
  /** At start, how long to keep retrying a database that is not up yet. */
  readonly startupWaitMs: number;
}

/**
 * The defaults: 10 connections (5 for transactions), 5 s to connect, 5 s for a free connection
 * (a burst of 200 sponsorships on two cores drains in about 2 s), 5 s per statement, 1 s for a
 * lock, 10 s idle in a transaction, 60 s of retries at start.
 *
 * @example
 * ```ts
 * createPostgresDatabase({ connectionString, limits: { ...DEFAULT_DATABASE_LIMITS, maxConnections: 20 } });
 * ```
 */
export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = Object.freeze({
  maxConnections: 10,
  maxTransactionConnections: 5,
  connectTimeoutMs: 5000,
  checkoutTimeoutMs: 5000,
  statementTimeoutMs: 5000,
  lockTimeoutMs: 1000,
  idleInTransactionTimeoutMs: 10_000,
  startupWaitMs: 60_000,
});

/** The environment variable of each limit, as `latchkey-server` reads them. */
export const DATABASE_LIMIT_VARIABLES: Readonly<Record<keyof DatabaseLimits, string>> = {
  maxConnections: 'LATCHKEY_DB_POOL_SIZE',
  maxTransactionConnections: 'LATCHKEY_DB_POOL_TRANSACTIONS',
  connectTimeoutMs: 'LATCHKEY_DB_CONNECT_TIMEOUT_MS',
  checkoutTimeoutMs: 'LATCHKEY_DB_CHECKOUT_TIMEOUT_MS',
  statementTimeoutMs: 'LATCHKEY_DB_STATEMENT_TIMEOUT_MS',
  lockTimeoutMs: 'LATCHKEY_DB_LOCK_TIMEOUT_MS',
  idleInTransactionTimeoutMs: 'LATCHKEY_DB_IDLE_IN_TRANSACTION_TIMEOUT_MS',
  startupWaitMs: 'LATCHKEY_DB_STARTUP_WAIT_MS',
};

/**
 * The limits set in environment variables ({@link DATABASE_LIMIT_VARIABLES}); unset ones are left
 * out, so the defaults apply.
 *
 * @throws {Error} naming the variable that is not a positive whole number.
 * @example
 * ```ts
 * const limits = readDatabaseLimits(process.env); // { lockTimeoutMs: 1000 } with LATCHKEY_DB_LOCK_TIMEOUT_MS=1000
 * ```
 */
export function readDatabaseLimits(
  variables: Readonly<Record<string, string | undefined>>,
): Partial<DatabaseLimits> {
  const limits: Partial<Record<keyof DatabaseLimits, number>> = {};
  for (const [key, name] of Object.entries(DATABASE_LIMIT_VARIABLES) as [
    keyof DatabaseLimits,
    string,
  ][]) {
    const value = variables[name]?.trim();
    if (!value) continue;
    if (!/^\d+$/.test(value) || Number(value) < 1) {
      throw new Error(`${name} must be a positive whole number; got ${value}`);
    }
    limits[key] = Number(value);
  }
  return limits;
}

/**
 * The limits with defaults filled in and checked against each other.
 *
 * @throws {Error} when a limit is not a positive whole number.
 */
export function resolveDatabaseLimits(limits: Partial<DatabaseLimits> = {}): DatabaseLimits {
  const maxConnections = limits.maxConnections ?? DEFAULT_DATABASE_LIMITS.maxConnections;
  const resolved: DatabaseLimits = {
    ...DEFAULT_DATABASE_LIMITS,
    ...Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined)),
    maxConnections,
    // Half the pool by default, and never all of it when there are two or more.
    maxTransactionConnections: Math.min(
      limits.maxTransactionConnections ?? Math.max(1, Math.ceil(maxConnections / 2)),
      maxConnections,
    ),
  };
  for (const [key, value] of Object.entries(resolved)) {
    if (!Number.isInteger(value) || value < 1) {
      throw new Error(`Database limit ${key} must be a positive whole number; got ${value}`);
    }
  }
  return resolved;
}
