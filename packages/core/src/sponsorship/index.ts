// biome-ignore-all lint/performance/noBarrelFile: the subpath entry re-exports its public API by name.

export {
  LATCHKEY_API_VERSION_HEADER,
  LATCHKEY_VERSION_HEADER,
} from '../product-api/api-headers.js';
export { DEFAULT_PRODUCT_API_BASE_URL, PRODUCT_API_VERSION } from '../product-api/api-paths.js';
// The product API client lives in @latchkey/core/product-api/client; sponsorship's entry keeps
// exporting it, since a host sponsoring fees makes one here.
export type { EmailLoginChallenge } from '../product-api/email-login-messages.js';
export type { EmbeddedUser, EmbeddedUserRequest } from '../product-api/embedded-user-messages.js';
export type {
  ProductApiAuthToken,
  ProductApiCredentials,
} from '../product-api/post-product-api.js';
export type {
  OptimizeTransactionParameters,
  SignSponsoredTransactionParameters,
} from '../product-api/sponsorship-calls.js';
export type {
  CosignSponsoredTransactionErrorType,
  CosignSponsoredTransactionParameters,
  CosignSponsoredTransactionReturnType,
} from './cosign-sponsored-transaction.js';
export { cosignSponsoredTransaction } from './cosign-sponsored-transaction.js';
export { isGasSponsored } from './is-gas-sponsored.js';
export type {
  SponsorTransactionErrorType,
  SponsorTransactionParameters,
  SponsorTransactionReturnType,
} from './sponsor-transaction.js';
export { sponsorTransaction } from './sponsor-transaction.js';
export { SPONSORED_NETWORK_ID } from './sponsored-network-id.js';
export type { SponsorshipOptions } from './sponsorship-options.js';
