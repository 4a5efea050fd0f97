import type { Chain, Hash, PublicClient, TransactionReceipt, Transport } from 'viem';
import { RECEIPT_WAIT_RETRIES, RECEIPT_WAIT_TIMEOUT_MS } from './constants.js';

/**
 * Waits for a transaction's receipt: up to 180000 ms, retrying a failed receipt read 6 times.
 *
 * @example
 * ```ts
 * const receipt = await waitForEvmReceipt(publicClient, hash);
 * receipt.status; // 'success'
 * ```
 */
export function waitForEvmReceipt(
  client: PublicClient<Transport, Chain | undefined>,
  hash: Hash,
): Promise<TransactionReceipt> {
  return client.waitForTransactionReceipt({
    hash,
    timeout: RECEIPT_WAIT_TIMEOUT_MS,
    retryCount: RECEIPT_WAIT_RETRIES,
  });
}
