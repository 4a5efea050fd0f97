import {
  type Address,
  type Base64EncodedWireTransaction,
  type Blockhash,
  getBase64Decoder,
  type Instruction,
} from '@solana/kit';
import { MAX_COMPUTE_UNIT_LIMIT } from '@solana-program/compute-budget';
import { LATCHKEY_ERROR__TRANSACTION__FAILED } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { compileTransfer } from './compile-transfer.js';
import type { SolanaConnection } from './solana-connection.js';

/**
 * Compute units added to a simulation's count, besides a tenth of it: room for a run that costs a
 * little more than the simulated one (a recipient account created in between, a longer path).
 *
 * @example
 * ```ts
 * computeUnitLimitFor(450); // 450 + 45 + COMPUTE_UNIT_LIMIT_HEADROOM
 * ```
 */
export const COMPUTE_UNIT_LIMIT_HEADROOM = 300;

// Any blockhash will do: the RPC replaces it (`replaceRecentBlockhash`).
const PLACEHOLDER_BLOCKHASH = {
  blockhash: '11111111111111111111111111111111' as Blockhash,
  lastValidBlockHeight: 0n,
};

/**
 * The compute-unit limit to request for a transaction that consumed `unitsConsumed` in
 * simulation: that, a tenth more and {@link COMPUTE_UNIT_LIMIT_HEADROOM}, at most the 1,400,000 a
 * transaction may ask for.
 */
export function computeUnitLimitFor(unitsConsumed: number): number {
  const limit = unitsConsumed + Math.ceil(unitsConsumed / 10) + COMPUTE_UNIT_LIMIT_HEADROOM;
  return Math.min(limit, MAX_COMPUTE_UNIT_LIMIT);
}

/**
 * Simulates a transaction and returns the compute units it consumed. One `simulateTransaction`,
 * unsigned (`sigVerify: false`) and on the RPC's latest blockhash (`replaceRecentBlockhash`), so
 * it can run before or beside the blockhash read. Pass the instructions as they will be sent,
 * Compute Budget ones included (with a provisional limit): they cost units too.
 *
 * @throws {LatchkeyError} 'Transaction failed' with `details: { err, logs }` when the simulated
 *   transaction fails (as a send's preflight would). An answer without the units consumed
 *   throws: run it inside `readFromRpc`, which makes that 'Unexpected answer from the RPC'.
 */
export async function estimateComputeUnits(parameters: {
  connection: Pick<SolanaConnection, 'rpc' | 'commitment'>;
  feePayer: Address;
  instructions: readonly Instruction[];
  signal?: AbortSignal | undefined;
}): Promise<number> {
  const { connection } = parameters;
  const { transaction } = compileTransfer({
    feePayer: parameters.feePayer,
    blockhash: PLACEHOLDER_BLOCKHASH,
    instructions: parameters.instructions,
  });
  const wire = getBase64Decoder().decode(transaction) as Base64EncodedWireTransaction;
  const { value } = await connection.rpc
    .simulateTransaction(wire, {
      encoding: 'base64',
      replaceRecentBlockhash: true,
      sigVerify: false,
      commitment: connection.commitment,
    })
    .send(parameters.signal ? { abortSignal: parameters.signal } : undefined);
  const { err, logs, unitsConsumed } = value;
  if (err) throw new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__FAILED, { details: { err, logs } });
  // kit reads the count as a bigint. A transaction with instructions always consumes some (the
  // Compute Budget ones alone do); too many are no harm, the limit is capped. Run inside
  // `readFromRpc`, this becomes 'Unexpected answer from the RPC: {reason}'.
  if (!(typeof unitsConsumed === 'bigint' && unitsConsumed > 0n)) throw new Error('no units');
  return Number(unitsConsumed);
}
