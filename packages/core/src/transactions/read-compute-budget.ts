import type { CompiledTransactionMessage } from '@solana/kit';

/** The Compute Budget program (PROTOCOLS §6). */
export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';

/** The System program: a builtin, which SIMD-0170 gives 3,000 units by default. */
export const SYSTEM_PROGRAM = '11111111111111111111111111111111';

/** What the runtime grants an instruction of a program when a transaction sets no limit. */
export const DEFAULT_COMPUTE_UNITS_PER_INSTRUCTION = 200_000;

/** What SIMD-0170 grants a builtin's instruction (Compute Budget's own included). */
export const DEFAULT_COMPUTE_UNITS_PER_BUILTIN_INSTRUCTION = 3_000;

/** The most compute units one transaction may use, whatever it asks for. */
export const MAX_COMPUTE_UNIT_LIMIT = 1_400_000;

const BUILTINS: ReadonlySet<string> = new Set([SYSTEM_PROGRAM, COMPUTE_BUDGET_PROGRAM]);

/** The Compute Budget instructions, by their first data byte, and what a person calls each. */
const INSTRUCTION_NAMES: Readonly<Record<number, string>> = {
  1: 'heap frame',
  2: 'compute unit limit',
  3: 'priority fee',
  4: 'loaded accounts data size limit',
};

/**
 * The compute-unit limit the runtime gives a transaction that sets none: 200,000 units per
 * instruction other than Compute Budget's, or — once SIMD-0170 is active — 3,000 per builtin
 * instruction (Compute Budget's included) and 200,000 per other; at most 1,400,000. Which rule a
 * cluster runs cannot be told from here, so it is the larger: never a fee lower than the runtime
 * charges.
 *
 * @example
 * ```ts
 * defaultComputeUnitLimit([MEMO_PROGRAM, SYSTEM_PROGRAM]); // 400,000
 * ```
 */
export function defaultComputeUnitLimit(programs: readonly string[]): number {
  const others = programs.filter((program) => program !== COMPUTE_BUDGET_PROGRAM).length;
  const builtins = programs.filter((program) => BUILTINS.has(program)).length;
  const before = DEFAULT_COMPUTE_UNITS_PER_INSTRUCTION * others;
  const after =
    DEFAULT_COMPUTE_UNITS_PER_BUILTIN_INSTRUCTION * builtins +
    DEFAULT_COMPUTE_UNITS_PER_INSTRUCTION * (programs.length - builtins);
  return Math.min(MAX_COMPUTE_UNIT_LIMIT, Math.max(before, after));
}

/** A message's Compute Budget requests, as the runtime reads them. */
export interface ComputeBudget {
  /** Each request's name → its data bytes joined, to tell a changed request from a kept one. */
  readonly requests: ReadonlyMap<string, string>;
  /** Compute-unit price in micro-lamports (0 without one). */
  readonly price: bigint;
  /** The limit the message sets, if it sets one. */
  readonly requestedLimit: number | undefined;
  /** Compute units the runtime charges the price for: the set limit, or its default. */
  readonly limit: number;
  /** What the runtime charges on top of the base fee: price × limit, rounded up, in lamports. */
  readonly priorityFeeLamports: bigint;
}

/** Why the runtime would refuse a message's Compute Budget instructions. */
export interface ComputeBudgetFault {
  readonly fault: 'repeated' | 'malformed';
}

/**
 * Reads a compiled message's Compute Budget instructions the way the runtime charges them: the
 * price times the limit it sets or, with no SetComputeUnitLimit, {@link defaultComputeUnitLimit}.
 * A fault instead when an instruction is repeated, or unknown or malformed (the runtime refuses
 * such a transaction). The SDK reads what a wallet added with it; the server, what it sponsors.
 *
 * @example
 * ```ts
 * const budget = readComputeBudget(message);
 * if ('fault' in budget || budget.priorityFeeLamports > 1_000_000n) refuse();
 * ```
 */
export function readComputeBudget(
  message: CompiledTransactionMessage,
): ComputeBudget | ComputeBudgetFault {
  const requests = new Map<string, string>();
  let price = 0n;
  let requestedLimit: number | undefined;
  const programs: string[] = [];
  for (const instruction of 'instructions' in message ? message.instructions : []) {
    const program = message.staticAccounts[instruction.programAddressIndex] ?? '';
    programs.push(program);
    if (program !== COMPUTE_BUDGET_PROGRAM) continue;
    const data = (instruction.data ?? new Uint8Array()) as Uint8Array;
    const name = INSTRUCTION_NAMES[data[0] ?? -1];
    if (name && requests.has(name)) return { fault: 'repeated' };
    if (!name || data.length !== (data[0] === 3 ? 9 : 5)) return { fault: 'malformed' };
    requests.set(name, data.join(','));
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    if (data[0] === 3) price = view.getBigUint64(1, true);
    if (data[0] === 2) requestedLimit = view.getUint32(1, true);
  }
  const limit = Math.min(
    requestedLimit ?? defaultComputeUnitLimit(programs),
    MAX_COMPUTE_UNIT_LIMIT,
  );
  return {
    requests,
    price,
    requestedLimit,
    limit,
    priorityFeeLamports: (price * BigInt(limit) + 999_999n) / 1_000_000n,
  };
}
