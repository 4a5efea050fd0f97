import type { LatchkeyError } from '../errors/latchkey-error.js';
import type { ProductApiClient } from '../product-api/create-product-api-client.js';
import { decodeTransaction } from '../transactions/decode-transaction.js';
import { verifyCosignedTransaction } from './verify-cosigned-transaction.js';

/**
 * Parameters of {@link cosignSponsoredTransaction}.
 *
 * @example
 * ```ts
 * const parameters: CosignSponsoredTransactionParameters = { client, transaction: walletSigned, address };
 * ```
 */
export interface CosignSponsoredTransactionParameters {
  /** The product API that sponsored the transaction. */
  client: Pick<ProductApiClient, 'signSponsoredTransaction'>;
  /** What `sponsorTransaction` answered, signed by the wallet. */
  transaction: Uint8Array;
  /** The sender, whose signature is in `transaction`. */
  address: string;
  signal?: AbortSignal | undefined;
}

/** What {@link cosignSponsoredTransaction} returns: the transaction with both signatures. */
export type CosignSponsoredTransactionReturnType = Uint8Array;

/** What {@link cosignSponsoredTransaction} can throw. */
export type CosignSponsoredTransactionErrorType = LatchkeyError;

/**
 * Step two of a sponsored transaction: hands the sponsor what the wallet signed and checks its
 * answer — the same message bytes, the fee payer's valid signature added, every other signature
 * kept — before it is sent. The sponsor pays (and counts it against its quotas) only for a
 * transaction the sender has signed.
 *
 * @throws {LatchkeyError} 'The sponsor changed the transaction: {reason}' and the product API's
 *   errors (`LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED` with the server's code: a policy
 *   refusal, `SIGNATURE_INVALID`, `QUOTA_EXCEEDED`).
 * @example
 * ```ts
 * const sponsored = await sponsorTransaction({ client, network, transaction, address });
 * const signed = await connector.signTransaction(sponsored);
 * const ready = await cosignSponsoredTransaction({ client, transaction: signed, address });
 * await connection.sendRawTransaction(ready);
 * ```
 */
export async function cosignSponsoredTransaction(
  parameters: CosignSponsoredTransactionParameters,
): Promise<CosignSponsoredTransactionReturnType> {
  const { client, transaction, address, signal } = parameters;
  const { feePayer } = decodeTransaction(transaction);
  const cosigned = await client.signSponsoredTransaction({ address, transaction, signal });
  await verifyCosignedTransaction({ signed: transaction, cosigned, feePayer });
  return cosigned;
}
