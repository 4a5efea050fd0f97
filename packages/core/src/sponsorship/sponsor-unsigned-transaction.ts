import type { ProductApiClient } from '../product-api/create-product-api-client.js';
import { decodeTransaction, isTransactionSigned } from '../transactions/decode-transaction.js';
import { verifySponsoredTransaction } from './verify-sponsored-transaction.js';

/**
 * Asks the sponsor to pay for an unsigned transaction and checks its answer; `undefined` for a
 * signed one (a new fee payer would void its signatures). Shared by `sponsorTransaction` and the
 * send action, which loads it only when a send is sponsored.
 *
 * @throws {LatchkeyError} 'Invalid transaction', 'The sponsor changed the transaction: {reason}'
 *   and the product API's errors.
 */
export async function sponsorUnsignedTransaction(parameters: {
  client: Pick<ProductApiClient, 'optimizeTransaction'>;
  transaction: Uint8Array;
  address: string;
  feePayer?: string | undefined;
  signal?: AbortSignal | undefined;
}): Promise<Uint8Array | undefined> {
  const { client, transaction, address, signal } = parameters;
  if (isTransactionSigned(decodeTransaction(transaction))) return undefined;
  const sponsored = await client.optimizeTransaction({ address, transaction, signal });
  await verifySponsoredTransaction({
    original: transaction,
    sponsored,
    sender: address,
    feePayer: parameters.feePayer,
  });
  return sponsored;
}
