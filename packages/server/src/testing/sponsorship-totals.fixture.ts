import type { DatabaseQueries } from '../database/database.js';

/**
 * For tests: how many sponsored transactions are recorded and what they cost in all, checked
 * against the quota rows so a record and its charge can never drift apart.
 *
 * @example
 * ```ts
 * expect(await sponsorshipTotals(database)).toEqual({ records: 50, fees: 500_000n });
 * ```
 */
export async function sponsorshipTotals(database: DatabaseQueries) {
  const { rows } = await database.query<{ records: number; fees: bigint | null }>(
    'SELECT count(*)::int AS records, sum(fee_lamports)::bigint AS fees FROM sponsored_transactions',
  );
  const { rows: usage } = await database.query<{ transactions: number; lamports: bigint | null }>(
    `SELECT sum(transactions)::int AS transactions, sum(lamports)::bigint AS lamports
     FROM sponsorship_usage WHERE scope = 'sender'`,
  );
  const records = rows[0]?.records ?? 0;
  const fees = BigInt(rows[0]?.fees ?? 0n);
  if (
    Number(usage[0]?.transactions ?? 0) !== records ||
    BigInt(usage[0]?.lamports ?? 0n) !== fees
  ) {
    throw new Error(
      `records (${records}, ${fees}) and quota usage (${JSON.stringify(usage[0], (_, v) => (typeof v === 'bigint' ? String(v) : v))}) differ`,
    );
  }
  return { records, fees };
}
