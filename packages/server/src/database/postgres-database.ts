import pg from 'pg';
import { createConnectionSlots } from './connection-slots.js';
import type { Database, DatabaseQueries, DatabaseRow } from './database.js';
import { type DatabaseLimits, resolveDatabaseLimits } from './database-limits.js';
import { asDatabaseError, unavailableReason } from './database-unavailable.js';

// bigint columns (lamports) come back as strings by default; read them as bigint.
const BIGINT_OID = 20;

/**
 * A real PostgreSQL server through a connection pool (`DATABASE_URL`). Several server instances
 * can share it: every limit the server enforces is one atomic statement in the database.
 *
 * Every wait is bounded ({@link DatabaseLimits}) and a lost connection fails only the request
 * using it: such failures, and timeouts, throw a `DatabaseUnavailableError` (answered 503), and
 * the pool makes new connections once PostgreSQL is back.
 *
 * @example
 * ```ts
 * const database = createPostgresDatabase({ connectionString: 'postgres://latchkey@db/latchkey' });
 * ```
 */
export function createPostgresDatabase(parameters: {
  connectionString: string;
  /** Connections in the pool. Default 10 (same as `limits.maxConnections`). */
  maxConnections?: number | undefined;
  /** Timeouts and pool sizes; see {@link DatabaseLimits} for the defaults. */
  limits?: Partial<DatabaseLimits> | undefined;
}): Database {
  const limits = resolveDatabaseLimits({
    ...(parameters.maxConnections ? { maxConnections: parameters.maxConnections } : {}),
    ...parameters.limits,
  });
  const pool = new pg.Pool({
    connectionString: parameters.connectionString,
    max: limits.maxConnections,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    lock_timeout: limits.lockTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    // The client's own guard for a server that went silent (no reset on the wire): PostgreSQL's
    // statement_timeout cannot fire there.
    query_timeout: limits.statementTimeoutMs + limits.connectTimeoutMs,
    keepAlive: true,
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        oid === BIGINT_OID
          ? (value: string) => BigInt(value)
          : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client that loses its connection must not take the process down.
  pool.on('error', () => undefined);
  // The pool's own queue waits without bound; these slots bound it (checkoutTimeoutMs), and keep
  // part of the pool for single statements while transactions wait on row locks.
  const connections = createConnectionSlots({
    size: limits.maxConnections,
    waitMs: limits.checkoutTimeoutMs,
    name: 'database connection',
  });
  const transactions = createConnectionSlots({
    size: limits.maxTransactionConnections,
    waitMs: limits.checkoutTimeoutMs,
    name: 'database connection for a transaction',
  });
  const run = async <value>(work: () => Promise<value>): Promise<value> => {
    try {
      return await work();
    } catch (error) {
      throw asDatabaseError(error);
    }
  };

  return {
    kind: 'postgres',
    async query<row extends DatabaseRow>(sql: string, values: readonly unknown[] = []) {
      await connections.acquire();
      try {
        // pool.query listens for the client's errors and drops a broken client itself.
        const result = await run(() => pool.query<row>(sql, [...values]));
        return { rows: result.rows };
      } finally {
        connections.release();
      }
    },
    async transaction(work) {
      await transactions.acquire();
      try {
        await connections.acquire();
      } catch (error) {
        transactions.release();
        throw error;
      }
      let client: pg.PoolClient | undefined;
      // Set when the connection broke: the client is then destroyed, never pooled again.
      let broken: Error | undefined;
      // A checked-out client has no listener of the pool's; without this one, a connection
      // dropped between statements (a restart) is an unhandled 'error' event: the process dies.
      const onClientError = (error: Error) => {
        broken ??= error;
      };
      try {
        client = await run(() => pool.connect());
        client.on('error', onClientError);
        const queries: DatabaseQueries = {
          async query<row extends DatabaseRow>(sql: string, values: readonly unknown[] = []) {
            const result = await run(() => (client as pg.PoolClient).query<row>(sql, [...values]));
            return { rows: result.rows };
          },
        };
        try {
          await queries.query('BEGIN');
          const value = await work(queries);
          await queries.query('COMMIT');
          return value;
        } catch (error) {
          // A lost connection, or one whose statement is still running past the client's own
          // timeout, cannot roll back: it is destroyed, which ends the transaction.
          if (
            unavailableReason(error) === 'unreachable' ||
            (error instanceof Error && error.message.includes('Query read timeout'))
          ) {
            broken ??= error as Error;
          } else {
            await client.query('ROLLBACK').catch((rollbackError: Error) => {
              broken ??= rollbackError;
            });
          }
          throw error;
        }
      } finally {
        if (client) {
          client.off('error', onClientError);
          client.release(broken ?? undefined);
        }
        connections.release();
        transactions.release();
      }
    },
    close: () => pool.end(),
    poolUsage: () => ({
      inUse: connections.usage.held,
      // A transaction waits for its share of the pool first, then for a connection.
      waiting: connections.usage.waiting + transactions.usage.waiting,
      size: limits.maxConnections,
    }),
  };
}
