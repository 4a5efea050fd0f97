import type { Database, DatabaseQueries } from '../database/database.js';
import { ServerError } from '../server-error.js';
import type { DailyQuota } from './sponsorship-policy.js';

/** One sponsored transaction, as it is recorded. */
export interface SponsorshipRecord {
  readonly signature: string;
  readonly environmentId: string;
  readonly sender: string;
  readonly clientIp: string;
  readonly feeLamports: bigint;
}

/**
 * Counts a sponsored transaction against the sender's and the client address's daily quotas and
 * records it, in one database transaction: either both quotas had room and the record exists, or
 * nothing changed. Each quota row is raised by one conditional upsert, so instances sharing the
 * database cannot spend past a quota together, however many requests race.
 *
 * The same transaction asked for twice (same fee-payer signature) is counted and recorded once:
 * it can land only once.
 *
 * @throws {ServerError} 429 `QUOTA_EXCEEDED`.
 * @example
 * ```ts
 * await recordSponsorship(database, record, { perSender, perIp }, Date.now());
 * ```
 */
export async function recordSponsorship(
  database: Database,
  record: SponsorshipRecord,
  quotas: { perSender: DailyQuota; perIp: DailyQuota },
  nowMs: number,
): Promise<void> {
  const day = new Date(nowMs).toISOString().slice(0, 10);
  await database.transaction(async (tx) => {
    const { rows } = await tx.query(
      `INSERT INTO sponsored_transactions
         (signature, environment_id, sender, client_ip, fee_lamports, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (signature) DO NOTHING
       RETURNING signature`,
      [
        record.signature,
        record.environmentId,
        record.sender,
        record.clientIp,
        record.feeLamports.toString(),
        new Date(nowMs).toISOString(),
      ],
    );
    if (rows.length === 0) return;
    // Always sender first, then address: one order for every request, so no two deadlock.
    await take(tx, 'sender', record.sender, day, record.feeLamports, quotas.perSender);
    await take(tx, 'ip', record.clientIp, day, record.feeLamports, quotas.perIp);
  });
}

async function take(
  tx: DatabaseQueries,
  scope: 'sender' | 'ip',
  subject: string,
  day: string,
  fee: bigint,
  quota: DailyQuota,
) {
  const refused = () =>
    new ServerError(
      429,
      'QUOTA_EXCEEDED',
      `The daily sponsorship quota for this ${scope === 'sender' ? 'sender' : 'client address'} is used up`,
    );
  if (quota.transactions < 1 || fee > quota.lamports) throw refused();
  const { rows } = await tx.query(
    `INSERT INTO sponsorship_usage (scope, subject, day, transactions, lamports)
     VALUES ($1, $2, $3, 1, $4)
     ON CONFLICT (scope, subject, day) DO UPDATE
       SET transactions = sponsorship_usage.transactions + 1,
           lamports = sponsorship_usage.lamports + EXCLUDED.lamports
       WHERE sponsorship_usage.transactions + 1 <= $5
         AND sponsorship_usage.lamports + EXCLUDED.lamports <= $6
     RETURNING transactions`,
    [scope, subject, day, fee.toString(), quota.transactions, quota.lamports.toString()],
  );
  if (rows.length !== 1) throw refused();
}
