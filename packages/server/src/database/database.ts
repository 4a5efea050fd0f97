/** One row of a query's answer, by column name. */
export type DatabaseRow = Record<string, unknown>;

/** What a query answers: its rows (empty for statements that return none). */
export interface DatabaseResult<row extends DatabaseRow = DatabaseRow> {
  readonly rows: row[];
}

/** The statements a transaction or the database runs: SQL with `$1`-style parameters. */
export interface DatabaseQueries {
  query<row extends DatabaseRow = DatabaseRow>(
    sql: string,
    parameters?: readonly unknown[],
  ): Promise<DatabaseResult<row>>;
}

/**
 * The PostgreSQL the server keeps its state in: PGlite in-process or a real server through a
 * connection pool. Both speak the same SQL, so every table, constraint and atomic update is
 * written once.
 *
 * @example
 * ```ts
 * const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
 * await database.transaction(async (tx) => tx.query('SELECT 1'));
 * await database.close();
 * ```
 */
export interface Database extends DatabaseQueries {
  /** 'pglite' in-process, or 'postgres' for a server reached over the network. */
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<value>(work: (queries: DatabaseQueries) => Promise<value>): Promise<value>;
  /** Closes the pool or the in-process database. */
  close(): Promise<void>;
  /** A pool's connections in use, callers waiting for one, and its size (for /metrics); none for PGlite. */
  poolUsage?(): { inUse: number; waiting: number; size: number };
}
