// biome-ignore-all lint/performance/noBarrelFile: the subpath entry re-exports its public API by name.

export { CODE_VALIDITY_SECONDS } from './code-validity.js';
export type {
  CreateProductApiClientParameters,
  ProductApiClient,
} from './create-product-api-client.js';
export { createProductApiClient } from './create-product-api-client.js';
export type { EmailCalls } from './email-calls.js';
export type {
  EmailLoginChallenge,
  EmailLoginCredential,
  StartEmailLoginBody,
  VerifyEmailLoginBody,
} from './email-login-messages.js';
export type { EmailRecoveryStarted, StartEmailRecoveryBody } from './email-recovery-messages.js';
export type { EmbeddedUserCalls } from './embedded-user-calls.js';
export type { EmbeddedUser, EmbeddedUserRequest } from './embedded-user-messages.js';
export type { OAuthCalls } from './oauth-calls.js';
export type { OAuthLogin, OAuthLoginBody } from './oauth-login-messages.js';
export { OAUTH_SESSION_KEY_SECONDS, oauthNonce } from './oauth-login-messages.js';
export type {
  ProductApiAuthToken,
  ProductApiCredentials,
} from './post-product-api.js';
export {
  DEFAULT_PRODUCT_API_BASE_URL,
  PRODUCT_API_BASE_PATH,
  PRODUCT_API_VERSION,
} from './product-api-endpoint.js';
export type {
  ProductApiAnswer,
  ProductApiEndpoints,
  ProductApiRequest,
} from './product-api-endpoints.js';
export type { ProductApiErrorAnswer, ProductApiErrorCode } from './product-api-error-codes.js';
export { catalogueCodeOf, PRODUCT_API_ERROR_CATALOGUE } from './product-api-error-codes.js';
export {
  LATCHKEY_API_VERSION_HEADER,
  LATCHKEY_VERSION_HEADER,
  PRODUCT_API_REQUEST_HEADERS,
  REQUEST_ID_HEADER,
} from './product-api-headers.js';
export type { ProductApiRouteName } from './product-api-routes.js';
export { PRODUCT_API_ROUTES } from './product-api-routes.js';
export type { SessionApiAnswer, SessionApiEndpoints } from './session-api-endpoints.js';
export type { SessionClaims } from './session-claims.js';
export {
  ACCESS_TOKEN_SECONDS,
  SESSION_SECONDS,
  SIGN_IN_CHALLENGE_SECONDS,
} from './session-claims.js';
export { LATCHKEY_SESSION_HEADER, SESSION_COOKIE_NAMES } from './session-headers.js';
export type {
  PasskeySession,
  PasskeySignInBody,
  RefreshSessionBody,
  Session,
  SessionCredential,
  SessionUser,
  SignedOut,
  SignedOutEverywhere,
  SignInChallenge,
  SignInChallengeBody,
  UnlinkCredentialBody,
  WalletSignInBody,
} from './session-messages.js';
export type { SessionApiRouteName } from './session-routes.js';
export { SESSION_API_ROUTES, SESSION_JWKS_PATH } from './session-routes.js';
export type {
  OptimizeTransactionParameters,
  SignSponsoredTransactionParameters,
  SponsorshipCalls,
} from './sponsorship-calls.js';
export type {
  OptimizeTransactionBody,
  SignSponsoredTransactionBody,
  SponsoredTransactionAnswer,
} from './sponsorship-messages.js';
export type { VerifiedCredential } from './verified-credential.js';
