import type { Database, DatabaseQueries } from '../database/database.js';
import { type RateLimit, rateLimitTaken } from '../database/rate-limit.js';
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
 * Step two's one statement before the network: whether a transaction with this fee-payer
 * signature is recorded already (asked for again, it is answered as before, without a network
 * call or a second charge); if not, whether every quota has room for it, as
 * {@link checkSponsorshipQuotas}; and if so, the client address's count of requests that reach
 * the network (`rpcChecks`) taken, in the same round trip.
 *
 * @returns whether it is recorded.
 * @throws {ServerError} 429 `QUOTA_EXCEEDED` naming the quota, or `RATE_LIMITED` past `rpcChecks`.
 */
export async function checkNewSponsorship(
  database: DatabaseQueries,
  request: { signature: string; sender: string; clientIp: string; environmentId: string },
  feeLamports: bigint,
  limits: SponsorshipQuotas & { readonly rpcChecks: RateLimit },
  nowMs: number,
): Promise<{ recorded: boolean }> {
  const { perSender, perIp, perEnvironment } = limits;
  const rpcCheck = rateLimitTaken({
    bucket: 'sponsorship-rpc:ip',
    subject: request.clientIp,
    limit: limits.rpcChecks,
    nowMs,
    firstParameter: 13,
    onlyWhen: 'SELECT room AND NOT recorded FROM state',
  });
  // The room test is assertQuotaRoom's, in SQL: the count is taken only for a request that will
  // reach the network. Every CTE reads one snapshot, so both agree.
  const { rows } = await database.query<{
    recorded: boolean;
    checked: boolean;
    scope: Scope;
    transactions: number;
    lamports: bigint | string;
  }>(
    `WITH usage AS (
       SELECT wanted.scope, coalesce(u.transactions, 0) AS transactions,
         coalesce(u.lamports, 0)::bigint AS lamports,
         coalesce(u.transactions, 0) + 1 <= wanted.transactions
           AND coalesce(u.lamports, 0) + $6::bigint <= wanted.lamports AS room
       FROM (VALUES ('sender', $2::text, $7::int, $8::bigint), ('ip', $3::text, $9::int, $10::bigint),
           ('environment', $4::text, $11::int, $12::bigint)) AS wanted (scope, subject, transactions, lamports)
         LEFT JOIN sponsorship_usage AS u
           ON u.day = $1::date AND u.scope = wanted.scope AND u.subject = wanted.subject
     ), state AS (
       SELECT EXISTS (SELECT 1 FROM sponsored_transactions WHERE signature = $5) AS recorded,
         (SELECT bool_and(room) FROM usage) AS room
     ), ${rpcCheck.sql}
     SELECT state.recorded, EXISTS (SELECT 1 FROM taken) AS checked, usage.scope,
       usage.transactions, usage.lamports
     FROM state CROSS JOIN usage`,
    [
      dayOf(nowMs),
      request.sender,
      request.clientIp,
      request.environmentId,
      request.signature,
      feeLamports.toString(),
      perSender.transactions,
      perSender.lamports.toString(),
      perIp.transactions,
      perIp.lamports.toString(),
      perEnvironment.transactions,
      perEnvironment.lamports.toString(),
      ...rpcCheck.parameters,
    ],
  );
  if (rows[0]?.recorded) return { recorded: true };
  assertQuotaRoom(rows, feeLamports, limits);
  if (!rows[0]?.checked) {
    throw new ServerError(
      429,
      'RATE_LIMITED',
      'Too many sponsorship requests from this address; try again later',
    );
  }
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
 * room and the record exists, or nothing changed. Its one statement is the schema's
 * `latchkey_record_sponsorship` (the record and the conditional upserts of the quota rows, which
 * raise `LKQ01` for a quota without room), so instances sharing the database cannot spend past a
 * quota together, however many requests race.
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
  try {
    // The transaction is what the request's deadline can still take back: its COMMIT is sent only
    // if the request is still wanted once the quota rows are had.
    await database.transaction((tx) =>
      tx.query(
        `SELECT latchkey_record_sponsorship($1, $2, $3, $4, $5::bigint, $6::timestamptz, $7::date,
         $8::int, $9::bigint, $10::int, $11::bigint, $12::int, $13::bigint, $14::int)`,
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
          quotas.quotaLockWaitMs === undefined
            ? null
            : Math.max(1, Math.round(quotas.quotaLockWaitMs)),
        ],
      ),
    );
  } catch (error) {
    const full = quotaWithoutRoom(error);
    if (full) throw quotaExceeded(full);
    throw error;
  }
}

/** The quota `latchkey_record_sponsorship` found without room (its `LKQ01`), if that was the error. */
function quotaWithoutRoom(error: unknown): Scope | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  if (error.code !== 'LKQ01' || !('message' in error)) return undefined;
  return SCOPES.find((scope) => scope === error.message);
}
