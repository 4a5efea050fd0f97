import { PGlite, types } from '@electric-sql/pglite';
import type { Database, DatabaseQueries, DatabaseRow } from './database.js';

/**
 * PostgreSQL in this process (PGlite): persisted in `dataDir`, or in memory without one. One
 * process owns it; several server instances need a real PostgreSQL ({@link createPostgresDatabase}).
 *
 * @example
 * ```ts
 * const database = await createPgliteDatabase({ dataDir: '.latchkey/server-db' });
 * ```
 */
export async function createPgliteDatabase(
  parameters: { dataDir?: string | undefined } = {},
): Promise<Database> {
  // bigint columns (lamports) read as bigint, as the pool for a real server reads them.
  const options = { parsers: { [types.INT8]: (value: string) => BigInt(value) } };
  const pglite = parameters.dataDir ? new PGlite(parameters.dataDir, options) : new PGlite(options);
  await pglite.waitReady;
  const queriesOf = (target: Pick<PGlite, 'query'>): DatabaseQueries => ({
    async query<row extends DatabaseRow>(sql: string, values: readonly unknown[] = []) {
      const result = await target.query<row>(sql, [...values]);
      return { rows: result.rows };
    },
  });
  return {
    kind: 'pglite',
    ...queriesOf(pglite),
    // PGlite runs one transaction at a time, which is what makes its updates atomic.
    transaction: (work) => pglite.transaction((tx) => work(queriesOf(tx))),
    close: () => pglite.close(),
  };
}
