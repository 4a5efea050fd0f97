import { ServerError } from '../server-error.js';
import type { SponsorshipPolicy } from './sponsorship-policy.js';

/** A Compute Budget instruction's data (PROTOCOLS §6): set limit [2, u32], set price [3, u64]. */
const SET_COMPUTE_UNIT_LIMIT = 2;
const SET_COMPUTE_UNIT_PRICE = 3;
// Request heap frame [1, u32] and loaded-accounts data size limit [4, u32] cost the payer nothing.
const HARMLESS = new Set([1, 4]);

/**
 * Reads a transaction's Compute Budget instructions and holds them to the policy: each kind at
 * most once, well formed, the price and the limit under their caps. A priority fee is how a
 * single transaction drains a fee payer, so this runs before anything is signed.
 *
 * @throws {ServerError} 400 `COMPUTE_BUDGET_NOT_ALLOWED` naming what broke the rule.
 * @example
 * ```ts
 * const { price, limit } = readComputeBudget([data], policy); // price in micro-lamports
 * ```
 */
export function readComputeBudget(
  instructionData: readonly Uint8Array[],
  policy: Pick<SponsorshipPolicy, 'maxComputeUnitPrice' | 'maxComputeUnitLimit'>,
): { price: bigint | undefined; limit: number | undefined } {
  let price: bigint | undefined;
  let limit: number | undefined;
  const refuse = (reason: string) =>
    new ServerError(400, 'COMPUTE_BUDGET_NOT_ALLOWED', `Compute budget not sponsored: ${reason}`);
  const seen = new Set<number>();
  for (const data of instructionData) {
    const kind = data[0] ?? -1;
    if (seen.has(kind)) throw refuse('an instruction is repeated');
    seen.add(kind);
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    if (kind === SET_COMPUTE_UNIT_LIMIT && data.length === 5) {
      limit = view.getUint32(1, true);
      if (limit > policy.maxComputeUnitLimit) {
        throw refuse(`a limit of ${limit} units is over ${policy.maxComputeUnitLimit}`);
      }
    } else if (kind === SET_COMPUTE_UNIT_PRICE && data.length === 9) {
      price = view.getBigUint64(1, true);
      if (price > policy.maxComputeUnitPrice) {
        throw refuse(`a price of ${price} micro-lamports is over ${policy.maxComputeUnitPrice}`);
      }
    } else if (!(HARMLESS.has(kind) && data.length === 5)) {
      throw refuse('an unknown or malformed instruction');
    }
  }
  return { price, limit };
}
