import { COMPUTE_BUDGET_PROGRAM, SYSTEM_PROGRAM } from '@latchkey/core/transactions';
import type { RateLimit } from '../database/rate-limit.js';

/** Well-known program ids (PROTOCOLS §6); System's and Compute Budget's are core's. */
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
export const MEMO_PROGRAM = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';

/**
 * A daily allowance: how many transactions, and how many lamports of fees in all.
 *
 * @example
 * ```ts
 * const perSender: DailyQuota = { transactions: 50, lamports: 500_000n };
 * ```
 */
export interface DailyQuota {
  readonly transactions: number;
  readonly lamports: bigint;
}

/**
 * What the server's fee payer agrees to pay for. Every rule is checked before the fee payer
 * signs; the defaults allow what Latchkey's own transfers need and little else.
 *
 * @example
 * ```ts
 * const policy: SponsorshipPolicy = { ...DEFAULT_SPONSORSHIP_POLICY, maxFeeLamports: 50_000n };
 * ```
 */
export interface SponsorshipPolicy {
  /** Programs an instruction may call. Default: System, Compute Budget, SPL Token, Token-2022, Associated Token, Memo. */
  readonly allowedPrograms: readonly string[];
  /** Accounts a sponsored transaction may not name at all (sanctioned or the app's own treasury). */
  readonly disallowedAccounts: readonly string[];
  /** Required signatures, the fee payer's included. Default 3. */
  readonly maxSignatures: number;
  /** The whole fee of one transaction (base plus priority), in lamports. Default 100,000. */
  readonly maxFeeLamports: bigint;
  /** Highest compute-unit price, in micro-lamports. Default 50,000. */
  readonly maxComputeUnitPrice: bigint;
  /** Highest compute-unit limit a transaction may request. Default 400,000. */
  readonly maxComputeUnitLimit: number;
  /** Each sender's allowance per UTC day. Default 50 transactions, 500,000 lamports. */
  readonly perSender: DailyQuota;
  /** Each client address's allowance per UTC day. Default 200 transactions, 2,000,000 lamports. */
  readonly perIp: DailyQuota;
  /**
   * Each environment's (host app's) allowance per UTC day, over all senders and addresses: what
   * the fee payer can lose in a day however many addresses an attacker has. Default 10,000
   * transactions, 100,000,000 lamports (0.1 SOL).
   */
  readonly perEnvironment: DailyQuota;
  /**
   * Signed requests that reach the RPC (fee quote and simulation) per client address, whatever
   * their outcome: a transaction that fails in simulation is not charged, so this bounds what
   * failing ones cost the RPC. Default 300 an hour.
   */
  readonly rpcChecksPerIp: RateLimit;
  /**
   * How long recording a sponsorship waits for a quota row another transaction holds (its
   * `lock_timeout`), in milliseconds. A sponsorship holds each for a few milliseconds, so the
   * default 500 is ample under contention (200 racing requests on one sender over two instances
   * pass); a row held longer (a stuck session) fails the request 503 sooner than the database's
   * `lock_timeout` would, giving back the transaction connection other apps' sponsorships need.
   */
  readonly quotaLockWaitMs: number;
}

/** The defaults of {@link SponsorshipPolicy}. */
export const DEFAULT_SPONSORSHIP_POLICY: SponsorshipPolicy = Object.freeze({
  allowedPrograms: [
    SYSTEM_PROGRAM,
    COMPUTE_BUDGET_PROGRAM,
    TOKEN_PROGRAM,
    TOKEN_2022_PROGRAM,
    ASSOCIATED_TOKEN_PROGRAM,
    MEMO_PROGRAM,
  ],
  disallowedAccounts: [],
  maxSignatures: 3,
  maxFeeLamports: 100_000n,
  maxComputeUnitPrice: 50_000n,
  maxComputeUnitLimit: 400_000,
  perSender: { transactions: 50, lamports: 500_000n },
  perIp: { transactions: 200, lamports: 2_000_000n },
  perEnvironment: { transactions: 10_000, lamports: 100_000_000n },
  rpcChecksPerIp: { max: 300, windowSeconds: 3600 },
  quotaLockWaitMs: 500,
});

/** What the network charges per signature (PROTOCOLS §6), before any priority fee. */
export const LAMPORTS_PER_SIGNATURE = 5_000n;
