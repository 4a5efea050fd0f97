import type { LatchkeyError } from '../errors/latchkey-error.js';
import type { SolanaNetwork } from '../networks/solana-network.js';
import type { ProductApiClient } from '../product-api/create-product-api-client.js';
import { type TransactionInput, toTransactionBytes } from '../transactions/transaction-input.js';
import type { cosignSponsoredTransaction } from './cosign-sponsored-transaction.js';
import { sponsorUnsignedTransaction } from './sponsor-unsigned-transaction.js';
import { SPONSORED_NETWORK_ID } from './sponsored-network-id.js';

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
  /** The networks sponsored. Default `[101]`, mainnet only, as the spec has it. */
  networks?: readonly number[] | undefined;
  /** The sponsor's fee payer, when the host pins it: any other is refused. */
  feePayer?: string | undefined;
  signal?: AbortSignal | undefined;
}

/** What {@link sponsorTransaction} returns: the bytes for the wallet to sign. */
export type SponsorTransactionReturnType = Uint8Array;

/** What {@link sponsorTransaction} can throw. */
export type SponsorTransactionErrorType = LatchkeyError;

/**
 * Has the product API pay a transaction's fee when that applies: on a sponsored network (mainnet,
 * id 101, unless told otherwise) and only while the transaction is unsigned, since changing the
 * fee payer changes the message and would void any signature. The answer is checked before it is
 * returned: the same transaction with the sponsor's fee payer put in front, nothing else, nothing
 * signed. Otherwise returns the bytes unchanged without a request. Have the wallet sign the
 * result, then the sponsor ({@link cosignSponsoredTransaction}): it signs only what the sender
 * signed.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__TRANSACTION__INVALID` for bytes that are not a
 *   transaction (on a sponsored network only), 'The sponsor changed the transaction: {reason}',
 *   and whatever {@link ProductApiClient.optimizeTransaction} throws.
 * @example
 * ```ts
 * const bytes = await sponsorTransaction({ client, network, transaction, address });
 * const signed = await connector.signTransaction(bytes);
 * const ready = bytes === transaction ? signed : await cosignSponsoredTransaction({ client, transaction: signed, address });
 * ```
 */
export async function sponsorTransaction(
  parameters: SponsorTransactionParameters,
): Promise<SponsorTransactionReturnType> {
  const { client, network, address, signal } = parameters;
  const transaction = toTransactionBytes(parameters.transaction);
  const networks = parameters.networks ?? [SPONSORED_NETWORK_ID];
  if (!client || !networks.includes(network.networkId)) return transaction;
  const sponsored = await sponsorUnsignedTransaction({
    client,
    transaction,
    address,
    feePayer: parameters.feePayer,
    signal,
  });
  return sponsored ?? transaction;
}
