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
  if (limit.max < 1) return false;
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(nowMs / windowMs) * windowMs);
  const { rows } = await database.query(
    `INSERT INTO rate_limit_counters (bucket, subject, window_start, count)
     VALUES ($1, $2, $3, 1)
     ON CONFLICT (bucket, subject, window_start)
     DO UPDATE SET count = rate_limit_counters.count + 1
     WHERE rate_limit_counters.count < $4
     RETURNING count`,
    [bucket, subject, windowStart.toISOString(), limit.max],
  );
  return rows.length === 1;
}
