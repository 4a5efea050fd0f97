import type { Database, DatabaseQueries, DatabaseRow } from '../database/database.js';

/**
 * The database as one request sees it: once the request's `signal` aborts (its client went away,
 * or its deadline passed), no statement starts and no transaction commits — a transaction whose
 * work finishes after the abort is rolled back, so nothing is spent on an answer nobody gets.
 * What is thrown is the signal's reason (the server aborts with a typed `ServerError`).
 *
 * `committing` counts transactions past that last check: their `COMMIT` is on its way, and the
 * answer that follows it is worth waiting for a moment.
 */
export function requestDatabase(
  database: Database,
  signal: AbortSignal,
): { readonly database: Database; readonly committing: number } {
  let committing = 0;
  const guarded = (queries: DatabaseQueries): DatabaseQueries => ({
    async query<row extends DatabaseRow>(sql: string, parameters?: readonly unknown[]) {
      signal.throwIfAborted();
      return queries.query<row>(sql, parameters);
    },
  });
  const scoped: Database = {
    kind: database.kind,
    query: (sql, parameters) => guarded(database).query(sql, parameters),
    async transaction(work) {
      signal.throwIfAborted();
      let counted = false;
      try {
        return await database.transaction(async (tx) => {
          const value = await work(guarded(tx));
          // The last moment to take it back: past here the COMMIT is sent.
          signal.throwIfAborted();
          counted = true;
          committing++;
          return value;
        });
      } finally {
        if (counted) committing--;
      }
    },
    close: () => database.close(),
  };
  return {
    database: scoped,
    get committing() {
      return committing;
    },
  };
}
