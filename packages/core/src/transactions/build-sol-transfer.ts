import { createNoopSigner } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { solToLamports } from '../amounts/sol-amount.js';
import { checkTransferAmount } from './check-amount.js';
import { type BuiltTransaction, compileTransfer } from './compile-transfer.js';
import { parseAddress, parseDestination } from './parse-address.js';
import { readFromRpc } from './read-from-rpc.js';
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
  signal?: AbortSignal;
}

/**
 * Builds an unsigned v0 SOL transfer. One RPC request (the latest blockhash).
 *
 * @throws {LatchkeyError} 'Destination is required', an invalid address, 'Number is not a valid
 * decimal number', or an amount out of range.
 * @example
 * ```ts
 * const { transaction } = await buildSolTransfer({ from, to, amount: '0.25', connection });
 * const signed = await wallet.signTransaction(transaction);
 * ```
 */
export async function buildSolTransfer(
  parameters: BuildSolTransferParameters,
): Promise<BuiltTransaction> {
  const to = parseDestination(parameters.to);
  const from = parseAddress(parameters.from);
  const lamports = checkTransferAmount(solToLamports(parameters.amount));
  const { connection } = parameters;
  return readFromRpc(async () => {
    const { value: blockhash } = await connection.rpc
      .getLatestBlockhash({ commitment: connection.commitment })
      .send(parameters.signal ? { abortSignal: parameters.signal } : undefined);
    return compileTransfer({
      feePayer: from,
      blockhash,
      instructions: [
        getTransferSolInstruction({
          source: createNoopSigner(from),
          destination: to,
          amount: lamports,
        }),
      ],
    });
  }, parameters.signal);
}
