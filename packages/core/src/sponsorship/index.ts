// biome-ignore-all lint/performance/noBarrelFile: the subpath entry re-exports its public API by name.

export type { CosignSponsoredTransactionParameters } from './cosign-sponsored-transaction.js';
export { cosignSponsoredTransaction } from './cosign-sponsored-transaction.js';
export type {
  CreateProductApiClientParameters,
  EmailLoginChallenge,
  EmbeddedUser,
  EmbeddedUserRequest,
  OptimizeTransactionParameters,
  ProductApiAuthToken,
  ProductApiClient,
  ProductApiCredentials,
  SignSponsoredTransactionParameters,
} from './create-product-api-client.js';
export { createProductApiClient } from './create-product-api-client.js';
export { isGasSponsored } from './is-gas-sponsored.js';
export {
  DEFAULT_PRODUCT_API_BASE_URL,
  LATCHKEY_API_VERSION_HEADER,
  LATCHKEY_VERSION_HEADER,
  PRODUCT_API_VERSION,
} from './product-api-endpoint.js';
export type { SponsorTransactionParameters } from './sponsor-transaction.js';
export { sponsorTransaction } from './sponsor-transaction.js';
export { SPONSORED_NETWORK_ID } from './sponsored-network-id.js';
export type { SponsorshipOptions } from './sponsorship-options.js';
