import type { ProductApiClient } from './create-product-api-client.js';

/**
 * Fee sponsorship for `sendTransaction`: on these networks, an unsigned transaction goes to the
 * product server first, which pays its fee; the SDK checks the answer before the wallet signs.
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
  readonly client: Pick<ProductApiClient, 'optimizeTransaction'>;
  /** The networks whose sends are sponsored, by id. Default `[101]` (mainnet). */
  readonly networks?: readonly number[] | undefined;
  /** Pin the sponsor's fee payer: an answer with any other is refused. */
  readonly feePayer?: string | undefined;
}
