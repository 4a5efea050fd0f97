import type { Database } from './database.js';
import { createPgliteDatabase } from './pglite-database.js';
import { createPostgresDatabase } from './postgres-database.js';

/**
 * The server's database: a real PostgreSQL when `databaseUrl` is set, otherwise PGlite persisted
 * in `dataDir` (or in memory without one), so a local run needs nothing installed.
 *
 * @example
 * ```ts
 * const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '.latchkey/server-db' });
 * ```
 */
export async function openDatabase(parameters: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
}): Promise<Database> {
  if (parameters.databaseUrl) {
    return createPostgresDatabase({ connectionString: parameters.databaseUrl });
  }
  return createPgliteDatabase({ dataDir: parameters.dataDir });
}
