import type { DatabaseQueries } from '../database/database.js';

/** Whether the user proved a second factor on this device before. */
export async function isKnownDevice(
  queries: DatabaseQueries,
  request: { userId: string; device: string | undefined },
): Promise<boolean> {
  if (request.device === undefined) return false;
  const { rows } = await queries.query(
    'SELECT 1 FROM known_devices WHERE user_id = $1 AND device_hash = $2',
    [request.userId, request.device],
  );
  return rows.length > 0;
}

/**
 * Records that the user proved a second factor on this device now: signing in from it is not
 * asked for one again.
 */
export async function rememberDevice(
  tx: DatabaseQueries,
  request: { userId: string; device: string | null | undefined; nowMs: number },
): Promise<void> {
  if (!request.device) return;
  const at = new Date(request.nowMs).toISOString();
  await tx.query(
    `INSERT INTO known_devices (user_id, device_hash, created_at, last_seen_at)
     VALUES ($1, $2, $3, $3)
     ON CONFLICT (user_id, device_hash) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at`,
    [request.userId, request.device, at],
  );
}
