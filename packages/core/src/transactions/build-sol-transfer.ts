import { createNoopSigner } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { solToLamports } from '../amounts/sol-amount.js';
import type { LatchkeyError } from '../errors/latchkey-error.js';
import { checkTransferAmount } from './check-amount.js';
import { type BuiltTransaction, compileTransfer } from './compile-transfer.js';
import { compileWithPriorityFee } from './compile-with-priority-fee.js';
import { parseAddress, parseDestination } from './parse-address.js';
import { type PriorityFee, parsePriorityFee } from './priority-fee.js';
import { readFromRpc } from './read-from-rpc.js';
import { readAutoPriorityFee } from './recent-priority-fee.js';
import type { SolanaConnection } from './solana-connection.js';

/** Parameters of {@link buildSolTransfer}. */
export interface BuildSolTransferParameters {
  /** The sender; pays the fee and signs. */
  from: string;
  /** The recipient. */
  to: string;
  /** SOL as a decimal ('0.25'); parsed exactly and rounded to lamports. */
  amount: string | number;
  connection: Pick<SolanaConnection, 'rpc' | 'commitment'>;
  /**
   * Micro-lamports per compute unit, or `'auto'` (recent fees for the same accounts). Absent or
   * 0: no Compute Budget instructions, as before.
   */
  priorityFee?: PriorityFee | undefined;
  signal?: AbortSignal;
}

/** What {@link buildSolTransfer} returns: the unsigned transfer and its lifetime. */
export type BuildSolTransferReturnType = BuiltTransaction;

/** What {@link buildSolTransfer} can throw. */
export type BuildSolTransferErrorType = LatchkeyError;

/**
 * Builds an unsigned v0 SOL transfer. One RPC request (the latest blockhash).
 *
 * With a `priorityFee`, `SetComputeUnitPrice` and `SetComputeUnitLimit` go in front, the limit
 * from a simulation (`simulateTransaction`) and, for `'auto'`, the price from
 * `getRecentPrioritizationFees` over the sender and the recipient; those requests run beside the
 * blockhash read (two or three requests, one round trip). The result reports
 * `computeUnitLimit` and `priorityFeeMicroLamports`.
 *
 * @throws {LatchkeyError} 'Destination is required', an invalid address, 'Number is not a valid
 * decimal number', an amount out of range, an invalid priority fee, or — with a priority fee —
 * 'Transaction failed' (logs in `details`) when the simulation fails.
 * @example
 * ```ts
 * const { transaction } = await buildSolTransfer({ from, to, amount: '0.25', connection });
 * const signed = await wallet.signTransaction(transaction);
 * const fast = await buildSolTransfer({ from, to, amount: '0.25', connection, priorityFee: 'auto' });
 * ```
 */
export async function buildSolTransfer(
  parameters: BuildSolTransferParameters,
): Promise<BuildSolTransferReturnType> {
  const to = parseDestination(parameters.to);
  const from = parseAddress(parameters.from);
  const lamports = checkTransferAmount(solToLamports(parameters.amount));
  const priorityFee = parsePriorityFee(parameters.priorityFee);
  const { connection, signal } = parameters;
  const instructions = [
    getTransferSolInstruction({
      source: createNoopSigner(from),
      destination: to,
      amount: lamports,
    }),
  ];
  return readFromRpc(async () => {
    const latest = connection.rpc
      .getLatestBlockhash({ commitment: connection.commitment })
      .send(signal ? { abortSignal: signal } : undefined);
    if (priorityFee === undefined) {
      return compileTransfer({ feePayer: from, blockhash: (await latest).value, instructions });
    }
    return compileWithPriorityFee({
      connection,
      feePayer: from,
      instructions,
      blockhash: latest.then(({ value }) => value),
      microLamports:
        priorityFee === 'auto'
          ? readAutoPriorityFee({ connection, accounts: [from, to], signal })
          : priorityFee,
      signal,
    });
  }, signal);
}
