import type { DatabaseQueries } from './database.js';

/**
 * A limit: at most `max` events per `windowSeconds` for one subject (an email, an address).
 *
 * @example
 * ```ts
 * const limit: RateLimit = { max: 5, windowSeconds: 3600 };
 * ```
 */
export interface RateLimit {
  readonly max: number;
  readonly windowSeconds: number;
}

/**
 * Counts one event against a limit and says whether it was within it. The count and the check are
 * one statement, so instances sharing the database never let more than `max` through together.
 */
export async function takeRateLimit(
  database: DatabaseQueries,
  bucket: string,
  subject: string,
  limit: RateLimit,
  nowMs: number,
): Promise<boolean> {
  const taken = rateLimitTaken({ bucket, subject, limit, nowMs, firstParameter: 1 });
  const { rows } = await database.query(
    `WITH ${taken.sql} SELECT count FROM taken`,
    taken.parameters,
  );
  return rows.length === 1;
}

/**
 * {@link takeRateLimit}'s count as a common table expression named `taken` (one row when the
 * event was within the limit, none past it), for a statement that does its work only when
 * allowed: `WITH ${sql} INSERT … SELECT … FROM taken` counts and acts in one round trip. Its
 * parameters are numbered from `firstParameter`. A limit whose `max` is below 1 allows nothing.
 */
export function rateLimitTaken(parameters: {
  bucket: string;
  subject: string;
  limit: RateLimit;
  nowMs: number;
  firstParameter: number;
}): { sql: string; parameters: unknown[] } {
  const { limit, firstParameter: n } = parameters;
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(parameters.nowMs / windowMs) * windowMs);
  return {
    sql: `taken AS (
       INSERT INTO rate_limit_counters (bucket, subject, window_start, count)
       SELECT $${n}::text, $${n + 1}::text, $${n + 2}::timestamptz, 1 WHERE $${n + 3}::integer >= 1
       ON CONFLICT (bucket, subject, window_start)
       DO UPDATE SET count = rate_limit_counters.count + 1
       WHERE rate_limit_counters.count < $${n + 3}::integer
       RETURNING count)`,
    parameters: [parameters.bucket, parameters.subject, windowStart.toISOString(), limit.max],
  };
}
