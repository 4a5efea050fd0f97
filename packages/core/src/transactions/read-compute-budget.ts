import type { CompiledTransactionMessage } from '@solana/kit';

/** The Compute Budget program (PROTOCOLS §6). */
export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';

/**
 * What the runtime grants an instruction when a transaction sets no compute-unit limit: 200,000
 * for a program's; since SIMD-0170, 3,000 for a built-in's, Compute Budget's own included.
 * Counting every other instruction at 200,000 and each Compute Budget one at 3,000 never reads a
 * fee lower than the runtime charges under either rule.
 */
export const DEFAULT_COMPUTE_UNITS_PER_INSTRUCTION = 200_000;
const DEFAULT_COMPUTE_UNITS_PER_BUILTIN_INSTRUCTION = 3_000;

/** The most compute units one transaction may use, whatever it asks for. */
export const MAX_COMPUTE_UNIT_LIMIT = 1_400_000;

/** The Compute Budget instructions, by their first data byte, and what a person calls each. */
const INSTRUCTION_NAMES: Readonly<Record<number, string>> = {
  1: 'heap frame',
  2: 'compute unit limit',
  3: 'priority fee',
  4: 'loaded accounts data size limit',
};

/** A message's Compute Budget requests, as the runtime reads them. */
export interface ComputeBudget {
  /** Each request's name → its data bytes joined, to tell a changed request from a kept one. */
  readonly requests: ReadonlyMap<string, string>;
  /** Compute-unit price in micro-lamports (0 without one). */
  readonly price: bigint;
  /** Compute units the runtime charges the price for: the set limit, or its default. */
  readonly limit: number;
  /** What the runtime charges on top of the base fee: price × limit, rounded up, in lamports. */
  readonly priorityFeeLamports: bigint;
}

/**
 * Reads a compiled message's Compute Budget instructions the way the runtime charges them: the
 * price times the limit it sets, or — with no SetComputeUnitLimit — the runtime's default, counted
 * at its most (200,000 units for every other instruction, 3,000 for each Compute Budget one),
 * never over 1,400,000. `undefined` when an
 * instruction is malformed, unknown or repeated (the runtime refuses such a transaction).
 *
 * @example
 * ```ts
 * const budget = readComputeBudget(message);
 * if (budget && budget.priorityFeeLamports > 1_000_000n) refuse();
 * ```
 */
export function readComputeBudget(message: CompiledTransactionMessage): ComputeBudget | undefined {
  const requests = new Map<string, string>();
  let price = 0n;
  let limit: number | undefined;
  let others = 0;
  let budgetInstructions = 0;
  for (const instruction of 'instructions' in message ? message.instructions : []) {
    if (message.staticAccounts[instruction.programAddressIndex] !== COMPUTE_BUDGET_PROGRAM) {
      others += 1;
      continue;
    }
    budgetInstructions += 1;
    const data = (instruction.data ?? new Uint8Array()) as Uint8Array;
    const name = INSTRUCTION_NAMES[data[0] ?? -1];
    const expectedLength = data[0] === 3 ? 9 : 5;
    if (!name || data.length !== expectedLength || requests.has(name)) return undefined;
    requests.set(name, data.join(','));
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    if (data[0] === 3) price = view.getBigUint64(1, true);
    if (data[0] === 2) limit = view.getUint32(1, true);
  }
  const charged = Math.min(
    limit ??
      others * DEFAULT_COMPUTE_UNITS_PER_INSTRUCTION +
        budgetInstructions * DEFAULT_COMPUTE_UNITS_PER_BUILTIN_INSTRUCTION,
    MAX_COMPUTE_UNIT_LIMIT,
  );
  const microLamports = price * BigInt(charged);
  return {
    requests,
    price,
    limit: charged,
    priorityFeeLamports: (microLamports + 999_999n) / 1_000_000n,
  };
}
