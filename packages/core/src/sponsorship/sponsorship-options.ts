import type { ProductApiClient } from '../product-api/create-product-api-client.js';

/**
 * Fee sponsorship for `sendTransaction`: on these networks, an unsigned transaction goes to the
 * product server first, which puts its fee payer in front; the SDK checks the answer, the wallet
 * signs, the product server adds the fee payer's signature, and the SDK checks that before
 * sending.
 *
 * @example
 * ```ts
 * createConfig({
 *   networks: [solanaMainnet({ rpcUrl })],
 *   sponsorship: { client: createProductApiClient({ environmentId, authToken }) },
 * });
 * ```
 */
export interface SponsorshipOptions {
  /** The product API that sponsors (`createProductApiClient`). */
  readonly client: Pick<ProductApiClient, 'optimizeTransaction' | 'signSponsoredTransaction'>;
  /** The networks whose sends are sponsored, by id. Default `[101]` (mainnet). */
  readonly networks?: readonly number[] | undefined;
  /** Pin the sponsor's fee payer: an answer with any other is refused. */
  readonly feePayer?: string | undefined;
}
