import type { Address, GetBalanceApi, Rpc } from '@solana/kit';
import type { CustodyClient } from '../custody/create-custody-client.js';
import type { DatabaseQueries } from '../database/database.js';

/** How long `/ready` waits for all its checks together. */
export const READINESS_DEADLINE_MS = 2000;

/** The fee payer's balance below which `/ready` fails: 0.01 SOL, 2,000 fees of 5,000 lamports. */
export const DEFAULT_MIN_FEE_PAYER_LAMPORTS = 10_000_000n;

/**
 * One dependency's answer: `ok`, how long it took, and, when not ok, a short reason (`TIMEOUT`,
 * `UNDERFUNDED`, a network or SQLSTATE code such as `ECONNREFUSED` or `57P03`, else `ERROR`) —
 * never the dependency's own text, which may name hosts or keys.
 *
 * @example
 * ```ts
 * const check: ReadinessCheck = { ok: false, ms: 2000, reason: 'TIMEOUT' };
 * ```
 */
export interface ReadinessCheck {
  ok: boolean;
  ms: number;
  reason?: string;
  /** The fee payer's balance, for `feePayer`. */
  lamports?: string;
  /** The threshold it is held to, for `feePayer`. */
  minLamports?: string;
}

/**
 * What `/ready` answers: ready when every configured check passed within the deadline.
 *
 * @example
 * ```ts
 * const report: ReadinessReport = { ready: true, checks: { database: { ok: true, ms: 2 } } };
 * ```
 */
export interface ReadinessReport {
  ready: boolean;
  checks: {
    database: ReadinessCheck;
    custody?: ReadinessCheck;
    feePayer?: ReadinessCheck;
  };
}

/**
 * What {@link checkReadiness} looks at: the database always, the custody provider and the fee
 * payer when configured.
 */
export interface ReadinessTargets {
  database: DatabaseQueries;
  custody?: CustodyClient | undefined;
  feePayer?: { address: Address; rpc: Rpc<GetBalanceApi>; minLamports: bigint } | undefined;
  deadlineMs: number;
}

class ReadinessTimeout extends Error {}

/**
 * Asks every dependency at once, each bounded by `deadlineMs`, so a hung database or provider
 * makes the probe fail on time instead of hanging it: the database answers `SELECT 1`, the
 * custody provider `whoami` for the parent organization (reachable and accepting the API key),
 * the RPC the fee payer's balance (at least `minLamports`).
 */
export async function checkReadiness(targets: ReadinessTargets): Promise<ReadinessReport> {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort();
      reject(new ReadinessTimeout());
    }, targets.deadlineMs);
  });
  // A check still running at the deadline is left to finish on its own; its answer is ignored.
  deadline.catch(() => undefined);
  const check = async (
    work: () => Promise<Partial<ReadinessCheck> | undefined>,
  ): Promise<ReadinessCheck> => {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    try {
      const extra = await Promise.race([work(), deadline]);
      return { ok: extra?.reason === undefined, ms: ms(), ...extra };
    } catch (error) {
      return { ok: false, ms: ms(), reason: reasonOf(error) };
    }
  };
  const { custody, feePayer } = targets;
  try {
    const [database, custodyCheck, feePayerCheck] = await Promise.all([
      check(async () => {
        await targets.database.query('SELECT 1');
        return undefined;
      }),
      custody
        ? check(async () => {
            await custody.client.getWhoami({ organizationId: custody.organizationId });
            return undefined;
          })
        : undefined,
      feePayer
        ? check(async () => {
            const { value } = await feePayer.rpc
              .getBalance(feePayer.address, { commitment: 'confirmed' })
              .send({ abortSignal: abort.signal });
            const funded = value >= feePayer.minLamports;
            return {
              lamports: String(value),
              minLamports: String(feePayer.minLamports),
              ...(funded ? {} : { reason: 'UNDERFUNDED' }),
            };
          })
        : undefined,
    ]);
    const checks = {
      database,
      ...(custodyCheck ? { custody: custodyCheck } : {}),
      ...(feePayerCheck ? { feePayer: feePayerCheck } : {}),
    };
    return { ready: Object.values(checks).every((entry) => entry.ok), checks };
  } finally {
    clearTimeout(timer);
  }
}

/** A short, secret-free reason: the error's own code when it is one, else `ERROR`. */
function reasonOf(error: unknown): string {
  if (error instanceof ReadinessTimeout) return 'TIMEOUT';
  const found = [error, (error as { cause?: unknown } | undefined)?.cause];
  for (const candidate of found) {
    if (typeof candidate !== 'object' || candidate === null) continue;
    for (const key of ['code', 'reason'] as const) {
      const value = (candidate as Record<string, unknown>)[key];
      if (typeof value === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(value)) {
        return value.toUpperCase().replaceAll('-', '_');
      }
    }
  }
  return 'ERROR';
}

/** How long `/ready` reuses a report. */
export const READINESS_CACHE_MS = 1000;

/**
 * {@link checkReadiness} for a public route: concurrent probes share one run, and a report is
 * reused for `cacheMs`, so however often `/ready` is asked the dependencies are asked at most
 * about once per `cacheMs` — a stranger cannot spend the custody API key's rate limit or the RPC
 * quota through it.
 */
export function createReadinessProbe(
  targets: ReadinessTargets,
  options: { cacheMs: number; now?: (() => number) | undefined },
): () => Promise<ReadinessReport> {
  const now = options.now ?? (() => performance.now());
  let last: { at: number; report: Promise<ReadinessReport> } | undefined;
  return () => {
    const at = now();
    // A run in flight is shared; a finished one is reused until it is cacheMs old.
    if (last && at - last.at < options.cacheMs) return last.report;
    const report = checkReadiness(targets);
    last = { at, report };
    return report;
  };
}
