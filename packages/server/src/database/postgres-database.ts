import pg from 'pg';
import type { Database, DatabaseQueries, DatabaseRow } from './database.js';

// bigint columns (lamports) come back as strings by default; read them as bigint.
const BIGINT_OID = 20;

/**
 * A real PostgreSQL server through a connection pool (`DATABASE_URL`). Several server instances
 * can share it: every limit the server enforces is one atomic statement in the database.
 *
 * @example
 * ```ts
 * const database = createPostgresDatabase({ connectionString: 'postgres://latchkey@db/latchkey' });
 * ```
 */
export function createPostgresDatabase(parameters: {
  connectionString: string;
  /** Connections in the pool. Default 10. */
  maxConnections?: number | undefined;
}): Database {
  const pool = new pg.Pool({
    connectionString: parameters.connectionString,
    max: parameters.maxConnections ?? 10,
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        oid === BIGINT_OID
          ? (value: string) => BigInt(value)
          : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client that loses its connection must not take the process down.
  pool.on('error', () => undefined);
  const queriesOf = (target: Pick<pg.Pool | pg.PoolClient, 'query'>): DatabaseQueries => ({
    async query<row extends DatabaseRow>(sql: string, values: readonly unknown[] = []) {
      const result = await target.query<row>(sql, [...values]);
      return { rows: result.rows };
    },
  });
  return {
    kind: 'postgres',
    ...queriesOf(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await work(queriesOf(client));
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
