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

/** The daily quotas a sponsored transaction counts against. */
export interface SponsorshipQuotas {
  readonly perSender: DailyQuota;
  readonly perIp: DailyQuota;
  readonly perEnvironment: DailyQuota;
  /** How long to wait for a quota row another transaction holds, in ms. Default: the database's `lock_timeout`. */
  readonly quotaLockWaitMs?: number | undefined;
}

type Scope = 'sender' | 'ip' | 'environment';

const SCOPE_NAMES: Record<Scope, string> = {
  sender: 'sender',
  ip: 'client address',
  environment: 'app',
};

const quotaExceeded = (scope: Scope) =>
  new ServerError(
    429,
    'QUOTA_EXCEEDED',
    `The daily sponsorship quota for this ${SCOPE_NAMES[scope]} is used up`,
  );

const dayOf = (nowMs: number) => new Date(nowMs).toISOString().slice(0, 10);

/**
 * Reads, without taking anything, whether the sender, the client address and the environment
 * each have room today for one more transaction of `feeLamports`: one indexed read, so a request
 * over a quota is refused before it costs a network call. {@link recordSponsorship} decides
 * atomically afterwards.
 *
 * @throws {ServerError} 429 `QUOTA_EXCEEDED` naming the quota.
 */
export async function checkSponsorshipQuotas(
  database: DatabaseQueries,
  subjects: { sender: string; clientIp: string; environmentId: string },
  feeLamports: bigint,
  quotas: SponsorshipQuotas,
  nowMs: number,
): Promise<void> {
  const { rows } = await database.query<{
    scope: Scope;
    transactions: number;
    lamports: bigint | string;
  }>(
    `SELECT scope, transactions, lamports FROM sponsorship_usage
     WHERE day = $1 AND ((scope = 'sender' AND subject = $2) OR (scope = 'ip' AND subject = $3)
       OR (scope = 'environment' AND subject = $4))`,
    [dayOf(nowMs), subjects.sender, subjects.clientIp, subjects.environmentId],
  );
  const quotaOf: Record<Scope, DailyQuota> = {
    sender: quotas.perSender,
    ip: quotas.perIp,
    environment: quotas.perEnvironment,
  };
  for (const scope of ['sender', 'ip', 'environment'] as const) {
    const used = rows.find((row) => row.scope === scope);
    const quota = quotaOf[scope];
    if (
      Number(used?.transactions ?? 0) + 1 > quota.transactions ||
      BigInt(used?.lamports ?? 0n) + feeLamports > quota.lamports
    ) {
      throw quotaExceeded(scope);
    }
  }
}

/**
 * Whether a transaction with this fee-payer signature is recorded already: asked for again, it
 * is answered as before without a network call or a second charge.
 */
export async function isSponsorshipRecorded(
  database: DatabaseQueries,
  signature: string,
): Promise<boolean> {
  const { rows } = await database.query(
    'SELECT 1 FROM sponsored_transactions WHERE signature = $1',
    [signature],
  );
  return rows.length > 0;
}

/**
 * Counts a sponsored transaction against the sender's, the client address's and the
 * environment's daily quotas and records it, in one database transaction: either every quota had
 * room and the record exists, or nothing changed. Each quota row is raised by one conditional upsert, so instances sharing the
 * database cannot spend past a quota together, however many requests race.
 *
 * The same transaction asked for twice (same fee-payer signature) is counted and recorded once:
 * it can land only once.
 *
 * @throws {ServerError} 429 `QUOTA_EXCEEDED`.
 */
export async function recordSponsorship(
  database: Database,
  record: SponsorshipRecord,
  quotas: SponsorshipQuotas,
  nowMs: number,
): Promise<void> {
  const day = dayOf(nowMs);
  await database.transaction(async (tx) => {
    if (quotas.quotaLockWaitMs !== undefined) {
      // For this transaction only: a held hot row fails it fast (55P03, answered 503).
      await tx.query("SELECT set_config('lock_timeout', $1, true)", [
        `${Math.max(1, Math.round(quotas.quotaLockWaitMs))}ms`,
      ]);
    }
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
    // Always sender, address, environment: one order for every request, so no two deadlock.
    await take(tx, 'sender', record.sender, day, record.feeLamports, quotas.perSender);
    await take(tx, 'ip', record.clientIp, day, record.feeLamports, quotas.perIp);
    await take(
      tx,
      'environment',
      record.environmentId,
      day,
      record.feeLamports,
      quotas.perEnvironment,
    );
  });
}

async function take(
  tx: DatabaseQueries,
  scope: Scope,
  subject: string,
  day: string,
  fee: bigint,
  quota: DailyQuota,
) {
  const refused = () => quotaExceeded(scope);
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
