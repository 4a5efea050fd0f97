import type { Address, Blockhash, Instruction } from '@solana/kit';
import {
  getSetComputeUnitLimitInstruction,
  getSetComputeUnitPriceInstruction,
  MAX_COMPUTE_UNIT_LIMIT,
} from '@solana-program/compute-budget';
import { type BuiltTransaction, compileTransfer } from './compile-transfer.js';
import { computeUnitLimitFor, estimateComputeUnits } from './estimate-compute-units.js';
import type { SolanaConnection } from './solana-connection.js';

/**
 * Compiles a transfer with Compute Budget instructions in front: `SetComputeUnitPrice` (when the
 * price is above 0) and `SetComputeUnitLimit`, the limit read from a simulation of the same
 * instructions. The simulation already carries both Compute Budget instructions, with a
 * provisional limit of 1,400,000 and a provisional price of 0 (neither changes the units
 * consumed, and a price would have it charge a fee for 1.4M units), and it runs while the
 * blockhash and the price are still being read.
 *
 * A price of 0 — `'auto'` on blocks that paid nothing — still gets the limit: the simulation was
 * made, and a tight limit helps a transaction into a block even without a price.
 *
 * @throws {LatchkeyError} 'Transaction failed' with `details: { err, logs }` when the simulation
 *   fails; see {@link estimateComputeUnits}.
 */
export async function compileWithPriorityFee(parameters: {
  connection: Pick<SolanaConnection, 'rpc' | 'commitment'>;
  feePayer: Address;
  instructions: readonly Instruction[];
  blockhash:
    | { blockhash: Blockhash; lastValidBlockHeight: bigint }
    | Promise<{ blockhash: Blockhash; lastValidBlockHeight: bigint }>;
  /** The price per compute unit, or the read that will tell it (`'auto'`). */
  microLamports: bigint | Promise<bigint>;
  signal?: AbortSignal | undefined;
}): Promise<BuiltTransaction> {
  const { feePayer, instructions } = parameters;
  const simulated = estimateComputeUnits({
    connection: parameters.connection,
    feePayer,
    instructions: [
      getSetComputeUnitPriceInstruction({ microLamports: 0n }),
      getSetComputeUnitLimitInstruction({ units: MAX_COMPUTE_UNIT_LIMIT }),
      ...instructions,
    ],
    signal: parameters.signal,
  });
  // All at once: a failure of one never leaves another's rejection unhandled.
  const [blockhash, microLamports, unitsConsumed] = await Promise.all([
    parameters.blockhash,
    parameters.microLamports,
    simulated,
  ]);
  const computeUnitLimit = computeUnitLimitFor(unitsConsumed);
  const budget: Instruction[] = [];
  if (microLamports > 0n) budget.push(getSetComputeUnitPriceInstruction({ microLamports }));
  budget.push(getSetComputeUnitLimitInstruction({ units: computeUnitLimit }));
  return Object.freeze({
    ...compileTransfer({ feePayer, blockhash, instructions: [...budget, ...instructions] }),
    computeUnitLimit,
    ...(microLamports > 0n ? { priorityFeeMicroLamports: microLamports } : {}),
  });
}
