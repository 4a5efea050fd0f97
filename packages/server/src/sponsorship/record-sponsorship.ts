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

const SCOPES = ['sender', 'ip', 'environment'] as const;

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

/** Today's use of the sponsor's quotas by one sender, client address and environment. */
type QuotaUsage = readonly { scope: Scope; transactions: number; lamports: bigint | string }[];

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
  const { rows } = await database.query<QuotaUsage[number]>(
    `SELECT scope, transactions, lamports FROM sponsorship_usage
     WHERE day = $1 AND ((scope = 'sender' AND subject = $2) OR (scope = 'ip' AND subject = $3)
       OR (scope = 'environment' AND subject = $4))`,
    [dayOf(nowMs), subjects.sender, subjects.clientIp, subjects.environmentId],
  );
  assertQuotaRoom(rows, feeLamports, quotas);
}

/**
 * Step two's one read before the network: whether a transaction with this fee-payer signature is
 * recorded already (asked for again, it is answered as before, without a network call or a second
 * charge), and if not, whether every quota has room for it, as {@link checkSponsorshipQuotas}.
 *
 * @returns whether it is recorded.
 * @throws {ServerError} 429 `QUOTA_EXCEEDED` naming the quota.
 */
export async function checkNewSponsorship(
  database: DatabaseQueries,
  request: { signature: string; sender: string; clientIp: string; environmentId: string },
  feeLamports: bigint,
  quotas: SponsorshipQuotas,
  nowMs: number,
): Promise<{ recorded: boolean }> {
  const { rows } = await database.query<{
    recorded: boolean;
    scope: Scope | null;
    transactions: number | null;
    lamports: bigint | string | null;
  }>(
    `SELECT EXISTS (SELECT 1 FROM sponsored_transactions WHERE signature = $5) AS recorded,
       u.scope, u.transactions, u.lamports
     FROM (SELECT 1) AS one LEFT JOIN sponsorship_usage AS u
       ON u.day = $1 AND ((u.scope = 'sender' AND u.subject = $2) OR (u.scope = 'ip' AND u.subject = $3)
         OR (u.scope = 'environment' AND u.subject = $4))`,
    [dayOf(nowMs), request.sender, request.clientIp, request.environmentId, request.signature],
  );
  if (rows[0]?.recorded) return { recorded: true };
  const usage = rows.flatMap(({ scope, transactions, lamports }) =>
    scope === null ? [] : [{ scope, transactions: transactions ?? 0, lamports: lamports ?? 0n }],
  );
  assertQuotaRoom(usage, feeLamports, quotas);
  return { recorded: false };
}

function assertQuotaRoom(usage: QuotaUsage, feeLamports: bigint, quotas: SponsorshipQuotas) {
  const quotaOf: Record<Scope, DailyQuota> = {
    sender: quotas.perSender,
    ip: quotas.perIp,
    environment: quotas.perEnvironment,
  };
  for (const scope of SCOPES) {
    const used = usage.find((row) => row.scope === scope);
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
 * Counts a sponsored transaction against the sender's, the client address's and the
 * environment's daily quotas and records it, in one database transaction: either every quota had
 * room and the record exists, or nothing changed. The record and the three conditional upserts of
 * the quota rows are one statement (one round trip), so instances sharing the database cannot
 * spend past a quota together, however many requests race.
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
  const { perSender, perIp, perEnvironment } = quotas;
  const fee = record.feeLamports;
  // A quota no transaction fits refuses before the database is asked.
  for (const [scope, quota] of [
    ['sender', perSender],
    ['ip', perIp],
    ['environment', perEnvironment],
  ] as const) {
    if (quota.transactions < 1 || fee > quota.lamports) throw quotaExceeded(scope);
  }
  await database.transaction(async (tx) => {
    if (quotas.quotaLockWaitMs !== undefined) {
      // For this transaction only: a held hot row fails it fast (55P03, answered 503).
      await tx.query("SELECT set_config('lock_timeout', $1, true)", [
        `${Math.max(1, Math.round(quotas.quotaLockWaitMs))}ms`,
      ]);
    }
    // The quota rows are taken in one order (sender, address, environment) by every request, so
    // no two deadlock; only a new record takes them.
    const { rows } = await tx.query<{ recorded: number; taken: Scope[] }>(
      `WITH recorded AS (
         INSERT INTO sponsored_transactions
           (signature, environment_id, sender, client_ip, fee_lamports, created_at)
         VALUES ($1, $2, $3, $4, $5::bigint, $6::timestamptz)
         ON CONFLICT (signature) DO NOTHING
         RETURNING signature
       ), taken AS (
         INSERT INTO sponsorship_usage AS usage (scope, subject, day, transactions, lamports)
         SELECT wanted.scope, wanted.subject, $7::date, 1, $5::bigint
         FROM (VALUES (1, 'sender', $3::text), (2, 'ip', $4::text), (3, 'environment', $2::text))
           AS wanted (rank, scope, subject)
         WHERE EXISTS (SELECT 1 FROM recorded)
         ORDER BY wanted.rank
         ON CONFLICT (scope, subject, day) DO UPDATE
           SET transactions = usage.transactions + 1,
               lamports = usage.lamports + EXCLUDED.lamports
           WHERE usage.transactions + 1 <= CASE usage.scope
               WHEN 'sender' THEN $8::int WHEN 'ip' THEN $10::int ELSE $12::int END
             AND usage.lamports + EXCLUDED.lamports <= CASE usage.scope
               WHEN 'sender' THEN $9::bigint WHEN 'ip' THEN $11::bigint ELSE $13::bigint END
         RETURNING usage.scope
       )
       SELECT (SELECT count(*) FROM recorded)::int AS recorded, ARRAY(SELECT scope FROM taken) AS taken`,
      [
        record.signature,
        record.environmentId,
        record.sender,
        record.clientIp,
        fee.toString(),
        new Date(nowMs).toISOString(),
        dayOf(nowMs),
        perSender.transactions,
        perSender.lamports.toString(),
        perIp.transactions,
        perIp.lamports.toString(),
        perEnvironment.transactions,
        perEnvironment.lamports.toString(),
      ],
    );
    const [result] = rows;
    if (!result || result.recorded === 0) return;
    // A quota without room: the transaction is rolled back, the record and the other rows too.
    const full = SCOPES.find((scope) => !result.taken.includes(scope));
    if (full) throw quotaExceeded(full);
  });
}
