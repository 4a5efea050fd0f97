import { getBase64Decoder, type TransactionMessageBytesBase64 } from '@solana/kit';
import { LATCHKEY_ERROR__TRANSACTION__FEE_UNAVAILABLE } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { abortableSleep } from './abortable-sleep.js';
import { decodeTransaction } from './decode-transaction.js';
import { readFromRpc } from './read-from-rpc.js';
import type { SolanaConnection } from './solana-connection.js';
import type { TransactionInput } from './transaction-input.js';

/** How many times a null fee is asked for again before giving up. */
export const FEE_FETCH_RETRIES = 5;

/** Parameters of {@link getTransactionFee}. */
export interface GetTransactionFeeParameters {
  transaction: TransactionInput;
  connection: Pick<SolanaConnection, 'rpc' | 'commitment'>;
  /** Pause between retries. Default 250 ms. */
  retryDelayMs?: number;
  signal?: AbortSignal;
}

/** What {@link getTransactionFee} returns: the fee in lamports. */
export type GetTransactionFeeReturnType = bigint;

/** What {@link getTransactionFee} can throw. */
export type GetTransactionFeeErrorType = LatchkeyError;

/**
 * Quotes the fee of a transaction in lamports with `getFeeForMessage`. The RPC answers null
 * while it does not know the blockhash yet (or any more); the request is retried up to 5 times
 * while that is so. One request when the RPC knows the blockhash.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__TRANSACTION__FEE_UNAVAILABLE` when every answer was
 * null; 'Invalid transaction' for undecodable input.
 * @example
 * ```ts
 * const fee = await getTransactionFee({ transaction, connection }); // 5000n
 * ```
 */
export async function getTransactionFee(
  parameters: GetTransactionFeeParameters,
): Promise<GetTransactionFeeReturnType> {
  const { connection, retryDelayMs = 250, signal } = parameters;
  const { transaction } = decodeTransaction(parameters.transaction);
  const message = getBase64Decoder().decode(
    transaction.messageBytes,
  ) as TransactionMessageBytesBase64;
  for (let attempt = 0; attempt <= FEE_FETCH_RETRIES; attempt += 1) {
    if (attempt > 0) await abortableSleep(retryDelayMs, signal);
    const value = await readFromRpc(async () => {
      const { value: fee } = await connection.rpc
        .getFeeForMessage(message, { commitment: connection.commitment })
        .send(signal ? { abortSignal: signal } : undefined);
      return fee === null ? null : BigInt(fee);
    }, signal);
    if (value !== null) return value;
  }
  throw new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__FEE_UNAVAILABLE);
}
