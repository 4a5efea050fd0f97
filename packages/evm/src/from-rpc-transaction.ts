import { type Address, type Hex, hexToBigInt, hexToNumber, type TransactionRequest } from 'viem';

/** A transaction as JSON-RPC carries it: hex quantities. */
export type RpcTransaction = Partial<Record<string, string>> & { from?: Address; to?: Address };

const QUANTITIES = ['value', 'gas', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const;

/** A JSON-RPC transaction (hex quantities) as a viem request (bigints). */
export function fromRpcTransaction(
  transaction: RpcTransaction,
): TransactionRequest & { from?: Address } {
  const request: Record<string, unknown> = {};
  if (transaction.from) request.from = transaction.from;
  if (transaction.to) request.to = transaction.to;
  if (transaction.data ?? transaction.input) request.data = transaction.data ?? transaction.input;
  for (const field of QUANTITIES) {
    const value = transaction[field];
    if (value !== undefined) request[field] = hexToBigInt(value as Hex);
  }
  if (transaction.nonce !== undefined) request.nonce = hexToNumber(transaction.nonce as Hex);
  return request as TransactionRequest & { from?: Address };
}
