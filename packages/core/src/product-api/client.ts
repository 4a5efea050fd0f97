// biome-ignore-all lint/performance/noBarrelFile: the subpath entry re-exports its public API by name.

// The product API's client, beside its contract (`@latchkey/core/product-api`): what runs a
// request, and the OpenID nonce the server checks.
export type {
  CreateProductApiClientParameters,
  ProductApiClient,
} from './create-product-api-client.js';
export { createProductApiClient } from './create-product-api-client.js';
export type { EmailCalls } from './email-calls.js';
export type { EmbeddedUserCalls } from './embedded-user-calls.js';
export type { OAuthCalls } from './oauth-calls.js';
export { oauthNonce } from './oauth-nonce.js';
export type { ProductApiAuthToken, ProductApiCredentials } from './post-product-api.js';
export type {
  OptimizeTransactionParameters,
  SignSponsoredTransactionParameters,
  SponsorshipCalls,
} from './sponsorship-calls.js';
