// biome-ignore-all lint/performance/noBarrelFile: the subpath entry re-exports its public API by name.

// The product API's contract, shared by the SDK's client and `@latchkey/server`: types, codes,
// paths, header and cookie names — nothing that runs a request, so an edge bundle may import it.
// The client is `@latchkey/core/product-api/client`.
export {
  LATCHKEY_API_VERSION_HEADER,
  LATCHKEY_DEVICE_HEADER,
  LATCHKEY_SESSION_HEADER,
  LATCHKEY_VERSION_HEADER,
  PRODUCT_API_REQUEST_HEADERS,
  REQUEST_ID_HEADER,
  SECURE_COOKIE_PREFIX,
  SESSION_COOKIE_NAMES,
} from './api-headers.js';
export {
  DEFAULT_PRODUCT_API_BASE_URL,
  PRODUCT_API_BASE_PATH,
  PRODUCT_API_VERSION,
  SESSION_JWKS_PATH,
} from './api-paths.js';
export type {
  ApiAnswer,
  ApiAuth,
  ApiBody,
  ApiRequestBody,
  ApiRoute,
  ApiRouteName,
  ApiRouteNameWith,
} from './api-table.js';
export { API_ROUTES } from './api-table.js';

export { CODE_VALIDITY_SECONDS } from './code-validity.js';
export type {
  ProductApiAnswer,
  ProductApiEndpoints,
  ProductApiRequest,
  ProductApiRouteName,
  SessionApiAnswer,
  SessionApiEndpoints,
  SessionApiRouteName,
} from './deprecated-api-names.js';
export { PRODUCT_API_ROUTES, SESSION_API_ROUTES } from './deprecated-api-names.js';
export { DEVICE_SIGNED_ROUTES } from './device-signed-routes.js';
export type {
  EmailLoginChallenge,
  EmailLoginCredential,
  StartEmailLoginBody,
  VerifyEmailLoginBody,
} from './email-login-messages.js';
export type { EmailRecoveryStarted, StartEmailRecoveryBody } from './email-recovery-messages.js';
export type { EmbeddedUser, EmbeddedUserRequest } from './embedded-user-messages.js';
export type { EmbeddedKeyExport, ExportEmbeddedKeyBody } from './export-messages.js';
export type { VerifyEmailLinkBody } from './link-messages.js';
export type {
  ConfirmTotpEnrollmentBody,
  MfaAction,
  MfaFactor,
  MfaFactors,
  MfaVerified,
  RecoveryCodes,
  RemoveMfaFactorBody,
  StartTotpEnrollmentBody,
  TotpEnrolled,
  TotpEnrollment,
  VerifyMfaBody,
} from './mfa-messages.js';
export type { MfaFactorKind, MfaMethod } from './mfa-method.js';
export type { OAuthLogin, OAuthLoginBody } from './oauth-login-messages.js';
export { OAUTH_SESSION_KEY_SECONDS } from './oauth-login-messages.js';
export type {
  AuthenticationResponseJSON,
  ConfirmPasskeyEnrollmentBody,
  PasskeyCheck,
  PasskeyEnrollment,
  RegistrationResponseJSON,
  StartPasskeyCheckBody,
  StartPasskeyEnrollmentBody,
} from './passkey-factor-messages.js';
export type { ProductApiErrorAnswer, ProductApiErrorCode } from './product-api-error-codes.js';
export { catalogueCodeOf, PRODUCT_API_ERROR_CATALOGUE } from './product-api-error-codes.js';
export type { SessionClaims } from './session-claims.js';
export {
  ACCESS_TOKEN_SECONDS,
  SESSION_SECONDS,
  SIGN_IN_CHALLENGE_SECONDS,
} from './session-claims.js';
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
export type {
  OptimizeTransactionBody,
  SignSponsoredTransactionBody,
  SponsoredTransactionAnswer,
} from './sponsorship-messages.js';
export type { VerifiedCredential } from './verified-credential.js';
