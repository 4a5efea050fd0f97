import type { Database } from './database.js';
import { type DatabaseLimits, resolveDatabaseLimits } from './database-limits.js';
import { createPgliteDatabase } from './pglite-database.js';
import { createPostgresDatabase } from './postgres-database.js';
import { waitForDatabase } from './wait-for-database.js';

/**
 * The server's database: a real PostgreSQL when `databaseUrl` is set, otherwise PGlite persisted
 * in `dataDir` (or in memory without one), so a local run needs nothing installed.
 *
 * A PostgreSQL that is not up yet (refused, starting, unreachable) is retried with backoff for up
 * to `limits.startupWaitMs` (default 60 s), each wait reported to `onWaiting`; a refusal that
 * waiting cannot fix (a wrong password, a missing database) throws at once.
 *
 * @example
 * ```ts
 * const database = await openDatabase({
 *   databaseUrl: process.env.DATABASE_URL,
 *   dataDir: '.latchkey/server-db',
 *   onWaiting: (message) => console.log(message),
 * });
 * ```
 */
export async function openDatabase(parameters: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** PostgreSQL's timeouts and pool sizes; see `DatabaseLimits`. */
  limits?: Partial<DatabaseLimits> | undefined;
  /** Told each time the start waits for PostgreSQL, and why. Default: nothing. */
  onWaiting?: ((message: string) => void) | undefined;
}): Promise<Database> {
  if (parameters.databaseUrl) {
    const database = createPostgresDatabase({
      connectionString: parameters.databaseUrl,
      limits: parameters.limits,
    });
    try {
      await waitForDatabase(database, {
        waitMs: resolveDatabaseLimits(parameters.limits).startupWaitMs,
        name: describeUrl(parameters.databaseUrl),
        onWaiting: parameters.onWaiting,
      });
    } catch (error) {
      await database.close().catch(() => undefined);
      throw error;
    }
    return database;
  }
  return createPgliteDatabase({ dataDir: parameters.dataDir });
}

// Host, port and database only: never the password in a log line.
function describeUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}
