import type { TransactionMessageView } from './transaction-wire.js';

/** The Compute Budget program's id. */
export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';

/** What a message's Compute Budget instructions ask for; `undefined` where it asks nothing. */
export interface ComputeBudgetRequest {
  /** `SetComputeUnitLimit` ([2, u32]). */
  readonly unitLimit: bigint | undefined;
  /** `SetComputeUnitPrice` ([3, u64]), micro-lamports per compute unit. */
  readonly unitPrice: bigint | undefined;
}

/**
 * Reads a message's Compute Budget instructions: the unit limit and price it sets. Heap-frame
 * [1, u32] and loaded-accounts-size [4, u32] requests are accepted and ignored.
 *
 * @returns null when one is malformed or the limit or price is set twice (a validator refuses
 *   such a message).
 */
export function readComputeBudget(message: TransactionMessageView): ComputeBudgetRequest | null {
  let unitLimit: bigint | undefined;
  let unitPrice: bigint | undefined;
  for (const instruction of message.instructions) {
    if (message.staticAccounts[instruction.programIdIndex] !== COMPUTE_BUDGET_PROGRAM) continue;
    const { data } = instruction;
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    if (data[0] === 2 && data.length === 5) {
      if (unitLimit !== undefined) return null;
      unitLimit = BigInt(view.getUint32(1, true));
    } else if (data[0] === 3 && data.length === 9) {
      if (unitPrice !== undefined) return null;
      unitPrice = view.getBigUint64(1, true);
    } else if (!((data[0] === 1 || data[0] === 4) && data.length === 5)) {
      return null;
    }
  }
  return { unitLimit, unitPrice };
}
