// biome-ignore-all lint/performance/noBarrelFile: the main entry takes the second-factor actions from here by name.

export type {
  MfaAction,
  MfaFactor,
  MfaFactors,
  TotpEnrollment,
} from '../product-api/mfa-messages.js';
export type { MfaFactorKind, MfaMethod } from '../product-api/mfa-method.js';
export type {
  AddPasskeyFactorErrorType,
  AddPasskeyFactorParameters,
  AddPasskeyFactorReturnType,
} from './add-passkey-factor.js';
export { addPasskeyFactor } from './add-passkey-factor.js';
export type {
  ConfirmEmailLinkErrorType,
  ConfirmEmailLinkParameters,
  ConfirmEmailLinkReturnType,
} from './confirm-email-link.js';
export { confirmEmailLink } from './confirm-email-link.js';
// The second-factor actions and their types, as the main entry exports them.
export type {
  ConfirmTotpEnrollmentErrorType,
  ConfirmTotpEnrollmentParameters,
  ConfirmTotpEnrollmentReturnType,
} from './confirm-totp-enrollment.js';
export { confirmTotpEnrollment } from './confirm-totp-enrollment.js';
export type { GetAuthTokenErrorType, GetAuthTokenReturnType } from './get-auth-token.js';
export { getAuthToken } from './get-auth-token.js';
export type { GetSessionReturnType } from './get-session.js';
export { getSession } from './get-session.js';
export type {
  LinkWalletErrorType,
  LinkWalletParameters,
  LinkWalletReturnType,
} from './link-wallet.js';
export { linkWallet } from './link-wallet.js';
export type {
  ListMfaFactorsErrorType,
  ListMfaFactorsReturnType,
} from './list-mfa-factors.js';
export { listMfaFactors } from './list-mfa-factors.js';
// The prompt's registry is `@latchkey/core/auth`'s alone: the lazy chunks that ask it share it
// with no code the page loads up front.
export type { MfaPrompt } from './mfa-prompt.js';
export type {
  RegenerateRecoveryCodesErrorType,
  RegenerateRecoveryCodesReturnType,
} from './regenerate-recovery-codes.js';
export { regenerateRecoveryCodes } from './regenerate-recovery-codes.js';
export type {
  RemoveMfaFactorErrorType,
  RemoveMfaFactorParameters,
  RemoveMfaFactorReturnType,
} from './remove-mfa-factor.js';
export { removeMfaFactor } from './remove-mfa-factor.js';
export type { SessionState, SessionStatus } from './session-state.js';
export type { SignInErrorType, SignInParameters, SignInReturnType } from './sign-in.js';
export { signIn } from './sign-in.js';
export type { SignOutErrorType, SignOutParameters, SignOutReturnType } from './sign-out.js';
export { signOut } from './sign-out.js';
export type {
  SignOutEverywhereErrorType,
  SignOutEverywhereReturnType,
} from './sign-out-everywhere.js';
export { signOutEverywhere } from './sign-out-everywhere.js';
export type {
  StartEmailLinkErrorType,
  StartEmailLinkParameters,
  StartEmailLinkReturnType,
} from './start-email-link.js';
export { startEmailLink } from './start-email-link.js';
export type {
  StartTotpEnrollmentErrorType,
  StartTotpEnrollmentParameters,
  StartTotpEnrollmentReturnType,
} from './start-totp-enrollment.js';
export { startTotpEnrollment } from './start-totp-enrollment.js';
export type {
  UnlinkCredentialErrorType,
  UnlinkCredentialParameters,
  UnlinkCredentialReturnType,
} from './unlink-credential.js';
export { unlinkCredential } from './unlink-credential.js';
export type {
  VerifyMfaErrorType,
  VerifyMfaParameters,
  VerifyMfaReturnType,
} from './verify-mfa.js';
export { verifyMfa } from './verify-mfa.js';
