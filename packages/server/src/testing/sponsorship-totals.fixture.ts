import type { DatabaseQueries } from '../database/database.js';

/**
 * For tests: how many sponsored transactions are recorded and what they cost in all, checked
 * against the senders' and the environments' quota rows so a record and its charge can never
 * drift apart.
 */
export async function sponsorshipTotals(database: DatabaseQueries) {
  const { rows } = await database.query<{ records: number; fees: bigint | null }>(
    'SELECT count(*)::int AS records, sum(fee_lamports)::bigint AS fees FROM sponsored_transactions',
  );
  const { rows: usage } = await database.query<{ transactions: number; lamports: bigint | null }>(
    `SELECT sum(transactions)::int AS transactions, sum(lamports)::bigint AS lamports
     FROM sponsorship_usage WHERE scope = 'sender'`,
  );
  // The environments' daily totals count the same transactions: the per-app cap never drifts.
  const { rows: apps } = await database.query<{ transactions: number; lamports: bigint | null }>(
    `SELECT sum(transactions)::int AS transactions, sum(lamports)::bigint AS lamports
     FROM sponsorship_usage WHERE scope = 'environment'`,
  );
  const records = rows[0]?.records ?? 0;
  const fees = BigInt(rows[0]?.fees ?? 0n);
  for (const [scope, total] of [
    ['sender', usage[0]],
    ['environment', apps[0]],
  ] as const) {
    if (Number(total?.transactions ?? 0) !== records || BigInt(total?.lamports ?? 0n) !== fees) {
      throw new Error(
        `records (${records}, ${fees}) and ${scope} quota usage (${JSON.stringify(total, (_, v) => (typeof v === 'bigint' ? String(v) : v))}) differ`,
      );
    }
  }
  return { records, fees };
}
