import type { SolanaNetwork } from '../networks/solana-network.js';
import { decodeTransaction, isTransactionSigned } from '../transactions/decode-transaction.js';
import { type TransactionInput, toTransactionBytes } from '../transactions/transaction-input.js';
import type { ProductApiClient } from './create-product-api-client.js';

/** The only network whose transactions are sponsored: Solana mainnet-beta (SPEC §7). */
export const SPONSORED_NETWORK_ID = 101;

/**
 * Parameters of {@link sponsorTransaction}.
 *
 * @example
 * ```ts
 * const parameters: SponsorTransactionParameters = { client, network, transaction, address };
 * ```
 */
export interface SponsorTransactionParameters {
  /** The product API; `undefined` (no API configured) leaves every transaction as it is. */
  client: Pick<ProductApiClient, 'optimizeTransaction'> | undefined;
  /** The network the transaction is for. */
  network: Pick<SolanaNetwork, 'networkId'>;
  /** Wire bytes, or a web3.js v1 transaction (read through its `serialize()`). */
  transaction: TransactionInput;
  /** The sender, who signs after the sponsor. */
  address: string;
  signal?: AbortSignal | undefined;
}

/**
 * Has the product API pay a transaction's fee when that applies: on Solana mainnet (network id
 * 101) and only while the transaction is unsigned, since changing the fee payer changes the
 * message and would void any signature. Otherwise returns the transaction's bytes unchanged
 * without a request. Sign the result afterwards.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__TRANSACTION__INVALID` for bytes that are not a
 *   transaction (mainnet only), and whatever {@link ProductApiClient.optimizeTransaction} throws.
 * @example
 * ```ts
 * const bytes = await sponsorTransaction({ client, network, transaction, address });
 * const signed = await connector.signTransaction(bytes);
 * ```
 */
export async function sponsorTransaction(
  parameters: SponsorTransactionParameters,
): Promise<Uint8Array> {
  const { client, network, address, signal } = parameters;
  const transaction = toTransactionBytes(parameters.transaction);
  if (!client || network.networkId !== SPONSORED_NETWORK_ID) return transaction;
  if (isTransactionSigned(decodeTransaction(transaction))) return transaction;
  return client.optimizeTransaction({ address, transaction, signal });
}
