import { ServerError } from '../server-error.js';
import {
  COMPUTE_BUDGET_PROGRAM,
  type SponsorshipPolicy,
  SYSTEM_PROGRAM,
} from './sponsorship-policy.js';

/** A Compute Budget instruction's data (PROTOCOLS §6): set limit [2, u32], set price [3, u64]. */
const SET_COMPUTE_UNIT_LIMIT = 2;
const SET_COMPUTE_UNIT_PRICE = 3;
// Request heap frame [1, u32] and loaded-accounts data size limit [4, u32] cost the payer nothing.
const HARMLESS = new Set([1, 4]);

/** The runtime's default per instruction when no limit is set, and its ceiling per transaction. */
export const DEFAULT_INSTRUCTION_COMPUTE_UNIT_LIMIT = 200_000;
export const MAX_BUILTIN_ALLOCATION_COMPUTE_UNIT_LIMIT = 3_000;
export const MAX_COMPUTE_UNIT_LIMIT = 1_400_000;
// Of the sponsored programs, the ones the runtime runs natively (not migrated to SBF).
const BUILTINS = new Set([SYSTEM_PROGRAM, COMPUTE_BUDGET_PROGRAM]);

/**
 * The compute-unit limit the runtime gives a transaction that sets none: 200,000 units per
 * instruction other than Compute Budget's, or — once SIMD-0170 is active — 3,000 per builtin
 * instruction (Compute Budget's included) and 200,000 per other; at most 1,400,000. The sponsor
 * cannot tell which rule the cluster runs, so it takes the larger.
 *
 * @example
 * ```ts
 * defaultComputeUnitLimit([MEMO_PROGRAM, SYSTEM_PROGRAM]); // 400,000
 * ```
 */
export function defaultComputeUnitLimit(programs: readonly string[]): number {
  const others = programs.filter((program) => program !== COMPUTE_BUDGET_PROGRAM).length;
  const builtins = programs.filter((program) => BUILTINS.has(program)).length;
  const before = DEFAULT_INSTRUCTION_COMPUTE_UNIT_LIMIT * others;
  const after =
    MAX_BUILTIN_ALLOCATION_COMPUTE_UNIT_LIMIT * builtins +
    DEFAULT_INSTRUCTION_COMPUTE_UNIT_LIMIT * (programs.length - builtins);
  return Math.min(MAX_COMPUTE_UNIT_LIMIT, Math.max(before, after));
}

/**
 * Reads a transaction's Compute Budget instructions and holds them to the policy: each kind at
 * most once, well formed, the price and the limit under their caps. A missing limit counts as
 * the runtime's default ({@link defaultComputeUnitLimit}): the priority fee is price × limit, so
 * leaving the limit out must not escape its cap. A priority fee is how a single transaction
 * drains a fee payer, so this runs before anything is signed.
 *
 * @param instructions every instruction's program and data, in order.
 * @returns the price in micro-lamports per unit (0 when unset) and the limit the runtime applies.
 * @throws {ServerError} 400 `COMPUTE_BUDGET_NOT_ALLOWED` naming what broke the rule.
 * @example
 * ```ts
 * const { price, limit } = readComputeBudget([{ program, data }], policy);
 * ```
 */
export function readComputeBudget(
  instructions: readonly { program: string; data: Uint8Array }[],
  policy: Pick<SponsorshipPolicy, 'maxComputeUnitPrice' | 'maxComputeUnitLimit'>,
): { price: bigint; limit: number } {
  let price = 0n;
  let limit: number | undefined;
  const refuse = (reason: string) =>
    new ServerError(400, 'COMPUTE_BUDGET_NOT_ALLOWED', `Compute budget not sponsored: ${reason}`);
  const seen = new Set<number>();
  for (const { program, data } of instructions) {
    if (program !== COMPUTE_BUDGET_PROGRAM) continue;
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
  if (limit === undefined) {
    limit = defaultComputeUnitLimit(instructions.map(({ program }) => program));
    // Without a price the limit costs nothing; with one, the default is what is paid for.
    if (price > 0n && limit > policy.maxComputeUnitLimit) {
      throw refuse(
        `no limit is set, so the runtime's default of ${limit} units applies, over ${policy.maxComputeUnitLimit}; set a limit`,
      );
    }
  }
  return { price, limit: Math.min(limit, MAX_COMPUTE_UNIT_LIMIT) };
}
