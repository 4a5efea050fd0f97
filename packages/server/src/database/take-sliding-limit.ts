import type { DatabaseQueries } from './database.js';
import type { RateLimit } from './rate-limit.js';

/**
 * Counts one event against a limit over the last `windowSeconds` exactly, and says whether it was
 * within it: at most `max` events in any window of that length, across its edges too (a fixed
 * window, as `takeRateLimit` counts, lets up to twice `max` through around its boundary). The
 * times of the events still in the window are kept in one row, and the count, the check and the
 * append are one statement on it, so concurrent requests on any instances never pass `max`
 * together. For small ceilings (a few hundred events a window): the row holds each event.
 */
export async function takeSlidingLimit(
  database: DatabaseQueries,
  bucket: string,
  subject: string,
  limit: RateLimit,
  nowMs: number,
): Promise<boolean> {
  if (limit.max < 1) return false;
  const at = new Date(nowMs).toISOString();
  const since = new Date(nowMs - limit.windowSeconds * 1000).toISOString();
  const { rows } = await database.query(
    `INSERT INTO rate_limit_events AS r (bucket, subject, events)
     VALUES ($1, $2, ARRAY[$3::timestamptz])
     ON CONFLICT (bucket, subject) DO UPDATE
     SET events = array_append(
       ARRAY(SELECT e FROM unnest(r.events) AS e WHERE e > $4::timestamptz ORDER BY e),
       $3::timestamptz)
     WHERE (SELECT count(*) FROM unnest(r.events) AS e WHERE e > $4::timestamptz) < $5
     RETURNING 1`,
    [bucket, subject, at, since, limit.max],
  );
  return rows.length === 1;
}
