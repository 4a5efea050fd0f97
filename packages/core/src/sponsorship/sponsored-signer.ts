import type { ProductApiClient } from '../product-api/create-product-api-client.js';
import { verifyWalletSignedTransaction } from '../transactions/verify-wallet-signed-transaction.js';
import { cosignSponsoredTransaction } from './cosign-sponsored-transaction.js';

/**
 * The `sign` step of a sponsored send: the wallet signs the sponsor's first answer, what it
 * returns is checked (the same message, or only Compute Budget requests added within the cap;
 * its signature valid) before the sponsor sees it, the sponsor adds the fee payer's signature,
 * and that answer is checked too (`cosignSponsoredTransaction`). The sponsor re-checks a priority
 * fee the wallet added against its own caps.
 */
export function sponsoredSigner(parameters: {
  client: Pick<ProductApiClient, 'signSponsoredTransaction'>;
  /** The wallet's `signTransaction`. */
  sign: (transaction: Uint8Array) => Promise<Uint8Array>;
  address: string;
  maxWalletPriorityFeeLamports?: bigint | undefined;
  signal?: AbortSignal | undefined;
}): (transaction: Uint8Array) => Promise<Uint8Array> {
  const { client, address, signal } = parameters;
  return async (transaction) => {
    const signed = await parameters.sign(transaction);
    // Nothing the wallet changed or signed wrongly goes to the sponsor either.
    await verifyWalletSignedTransaction({
      asked: transaction,
      signed,
      signer: address,
      maxPriorityFeeLamports: parameters.maxWalletPriorityFeeLamports,
    });
    const cosigned = await cosignSponsoredTransaction({
      client,
      transaction: signed,
      address,
      signal,
    });
    return cosigned;
  };
}
