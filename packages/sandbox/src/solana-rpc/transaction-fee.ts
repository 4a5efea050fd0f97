import { COMPUTE_BUDGET_PROGRAM, readComputeBudget } from './compute-budget-instructions.js';
import type { TransactionMessageView } from './transaction-wire.js';

/** Lamports a validator charges per required signature. */
export const LAMPORTS_PER_SIGNATURE = 5000n;

const MAX_COMPUTE_UNIT_LIMIT = 1_400_000n;
const DEFAULT_INSTRUCTION_COMPUTE_UNITS = 200_000n;
const BUILTIN_INSTRUCTION_COMPUTE_UNITS = 3_000n;

// Programs whose instructions reserve 3,000 CUs rather than 200,000 when no limit is set (Agave's
// non-migratable builtins; the compute budget program counts too).
const BUILTIN_PROGRAMS = new Set<string>([
  '11111111111111111111111111111111',
  COMPUTE_BUDGET_PROGRAM,
  'Vote111111111111111111111111111111111111111',
  'BPFLoader1111111111111111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
  'ZkE1Gama1Proof11111111111111111111111111111',
]);

/**
 * The fee a validator charges for a message: 5,000 lamports per required signature plus the
 * priority fee, `ceil(price µlamports × compute-unit limit / 10^6)`. The limit is the requested
 * one or, without a request, 200,000 per instruction (3,000 per builtin one), capped at 1.4M.
 *
 * @returns null when the compute budget instructions are malformed or repeated (the validator
 *   refuses such a message, so `getFeeForMessage` has no fee for it).
 */
export function computeTransactionFee(message: TransactionMessageView): bigint | null {
  const budget = readComputeBudget(message);
  if (budget === null) return null;
  let reserved = 0n;
  for (const instruction of message.instructions) {
    const program = message.staticAccounts[instruction.programIdIndex];
    reserved +=
      program !== undefined && BUILTIN_PROGRAMS.has(program)
        ? BUILTIN_INSTRUCTION_COMPUTE_UNITS
        : DEFAULT_INSTRUCTION_COMPUTE_UNITS;
  }
  const units = budget.unitLimit ?? reserved;
  const cappedUnits = units > MAX_COMPUTE_UNIT_LIMIT ? MAX_COMPUTE_UNIT_LIMIT : units;
  const priorityFee = ((budget.unitPrice ?? 0n) * cappedUnits + 999_999n) / 1_000_000n;
  return LAMPORTS_PER_SIGNATURE * BigInt(message.numRequiredSignatures) + priorityFee;
}
