import type { Address } from '@solana/kit';
import type { SolanaConnection } from './solana-connection.js';

/**
 * The percentile (nearest rank) of recent non-zero prioritization fees that `priorityFee: 'auto'`
 * pays: above three blocks in four that paid anything to write the same accounts.
 *
 * @example
 * ```ts
 * console.log(`'auto' pays the ${AUTO_PRIORITY_FEE_PERCENTILE}th percentile of recent fees`);
 * ```
 */
export const AUTO_PRIORITY_FEE_PERCENTILE = 75;

/**
 * The most `priorityFee: 'auto'` pays, in micro-lamports per compute unit: one lamport a unit,
 * whatever a congested account's recent fees were — at most 795 lamports on a SOL transfer (a
 * limit of 795 units) and about 25,000 on a token transfer that creates the recipient's account.
 * A number passed as `priorityFee` is not capped.
 *
 * @example
 * ```ts
 * const built = await buildSolTransfer({ from, to, amount: '1', connection, priorityFee: 'auto' });
 * built.priorityFeeMicroLamports; // never more than MAX_AUTO_PRIORITY_FEE_MICRO_LAMPORTS
 * ```
 */
export const MAX_AUTO_PRIORITY_FEE_MICRO_LAMPORTS = 1_000_000n;

/**
 * The price `priorityFee: 'auto'` pays for recent per-block fees (micro-lamports per compute
 * unit, as `getRecentPrioritizationFees` reports them): the
 * {@link AUTO_PRIORITY_FEE_PERCENTILE}th percentile, nearest rank, of the non-zero ones, capped
 * at {@link MAX_AUTO_PRIORITY_FEE_MICRO_LAMPORTS}. Blocks that paid nothing are left out, as
 * they say nothing about the price of getting in; when no block paid anything the answer is 0n.
 */
export function pickPriorityFee(recentFees: readonly bigint[]): bigint {
  const paid = recentFees.filter((fee) => fee > 0n).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (paid.length === 0) return 0n;
  const rank = Math.ceil((AUTO_PRIORITY_FEE_PERCENTILE / 100) * paid.length);
  const fee = paid[rank - 1] as bigint;
  return fee > MAX_AUTO_PRIORITY_FEE_MICRO_LAMPORTS ? MAX_AUTO_PRIORITY_FEE_MICRO_LAMPORTS : fee;
}

/**
 * Reads the prioritization fees of recent blocks for transactions that write `accounts` (one
 * `getRecentPrioritizationFees`) and picks the price with {@link pickPriorityFee}. Whatever the
 * RPC answers, the price stays within 0 and the cap; an answer that is not a list of fees throws
 * (run it inside `readFromRpc`, which makes that 'Unexpected answer from the RPC: {reason}').
 */
export async function readAutoPriorityFee(parameters: {
  connection: Pick<SolanaConnection, 'rpc'>;
  /** The transaction's writable accounts (up to 128). */
  accounts: readonly Address[];
  signal?: AbortSignal | undefined;
}): Promise<bigint> {
  const fees = await parameters.connection.rpc
    .getRecentPrioritizationFees(parameters.accounts)
    .send(parameters.signal ? { abortSignal: parameters.signal } : undefined);
  return pickPriorityFee(fees.map(({ prioritizationFee }) => BigInt(prioritizationFee)));
}
