// biome-ignore-all lint/performance/noBarrelFile: the subpath entry re-exports its public API by name.

// What `EmbeddedWallet.signRawPayload` takes and returns.
export type { CustodySignature } from '../custody/custody-activity.js';
export type { HashFunction } from '../custody/custody-signing.js';
export type {
  OAuthOptions,
  OAuthProviderOptions,
  ResolvedOAuthProvider,
} from '../oauth/oauth-provider.js';
export { BUILT_IN_OAUTH_PROVIDERS } from '../oauth/oauth-provider.js';
export type { VerifiedCredential } from '../product-api/verified-credential.js';
export type {
  AddPasskeyErrorType,
  AddPasskeyParameters,
  AddPasskeyReturnType,
} from './add-passkey.js';
export { addPasskey, isRecoverySessionActive } from './add-passkey.js';
export type {
  AddWalletErrorType,
  AddWalletParameters,
  AddWalletReturnType,
} from './add-wallet.js';
export { addWallet } from './add-wallet.js';
export type { AuthFrame } from './create-auth-frame.js';
export { createAuthFrame, DEFAULT_AUTH_FRAME_URL } from './create-auth-frame.js';
export type { EmbeddedConnectorParameters } from './create-embedded-connector.js';
export { createEmbeddedConnector } from './create-embedded-connector.js';
export type {
  EmbeddedWalletParameters,
  EmbeddedWalletSettings,
} from './create-embedded-wallet.js';
export { createEmbeddedWallet } from './create-embedded-wallet.js';
export type {
  SendEmailCodeErrorType,
  SendEmailCodeParameters,
  SendEmailCodeReturnType,
  SignInWithEmailCodeErrorType,
  SignInWithEmailCodeParameters,
  SignInWithEmailCodeReturnType,
} from './email-code-sign-in.js';
export { getPendingEmailCode, sendEmailCode, signInWithEmailCode } from './email-code-sign-in.js';
export { EMAIL_CODE_VALIDITY_SECONDS, PENDING_EMAIL_STORAGE_KEY } from './email-code-storage.js';
export type {
  RecoverWithEmailCodeErrorType,
  RecoverWithEmailCodeParameters,
  RecoverWithEmailCodeReturnType,
  StartEmailRecoveryErrorType,
  StartEmailRecoveryParameters,
  StartEmailRecoveryReturnType,
} from './email-recovery.js';
export { getPendingRecovery, recoverWithEmailCode, startEmailRecovery } from './email-recovery.js';
export type { EmbeddedWallet } from './embedded-wallet.js';
export type {
  EmbeddedWalletHandle,
  EmbeddedWalletSetup,
  EmbeddedWalletState,
} from './embedded-wallet-state.js';
export {
  DEFAULT_CUSTODY_BASE_URL,
  DEFAULT_EXPORT_FRAME_URL,
  EMBEDDED_USER_STORAGE_KEY,
} from './embedded-wallet-state.js';
export type {
  EmbeddedWalletStanding,
  EmbeddedWalletStatus,
} from './embedded-wallet-store.js';
export type { EmbeddedWalletUser } from './embedded-wallet-user.js';
export { embeddedConnectorId } from './embedded-wallet-user.js';
export type {
  ExportKeyErrorType,
  ExportKeyParameters,
  ExportKeyReturnType,
} from './export-key.js';
export { exportKey } from './export-key.js';
export type { EmbeddedLoginParameters } from './finish-login.js';
export type {
  LinkOAuthAccountErrorType,
  LinkOAuthAccountParameters,
  LinkOAuthAccountReturnType,
} from './link-oauth-account.js';
export { linkOAuthAccount } from './link-oauth-account.js';
export type { SignInWithOAuthParameters } from './oauth-sign-in-parameters.js';
export type {
  RecoverWithPasskeyErrorType,
  RecoverWithPasskeyParameters,
  RecoverWithPasskeyReturnType,
} from './recover-with-passkey.js';
export { recoverWithPasskey } from './recover-with-passkey.js';
export type { RecoveryState } from './recovery-session.js';
export { RECOVERY_SESSION_SECONDS, RECOVERY_STORAGE_KEY } from './recovery-session.js';
export type {
  SignInWithOAuthErrorType,
  SignInWithOAuthReturnType,
} from './sign-in-with-oauth.js';
export { signInWithOAuth } from './sign-in-with-oauth.js';
export type {
  SignInWithPasskeyErrorType,
  SignInWithPasskeyParameters,
  SignInWithPasskeyReturnType,
} from './sign-in-with-passkey.js';
export { signInWithPasskey } from './sign-in-with-passkey.js';
export type { SignOutErrorType, SignOutParameters, SignOutReturnType } from './sign-out.js';
export { signOut } from './sign-out.js';
export type {
  SignRawPayloadErrorType,
  SignRawPayloadParameters,
  SignRawPayloadReturnType,
} from './sign-raw-payload.js';
export { signRawPayload } from './sign-raw-payload.js';
export type {
  SignUpWithPasskeyErrorType,
  SignUpWithPasskeyParameters,
  SignUpWithPasskeyReturnType,
} from './sign-up-with-passkey.js';
export { signUpWithPasskey } from './sign-up-with-passkey.js';
