// biome-ignore-all lint/performance/noBarrelFile: the subpath entry re-exports its public API by name.

// What `EmbeddedWallet.signRawPayload` takes and returns.
export type { CustodySignature } from '../custody/custody-activity.js';
export type { HashFunction } from '../custody/custody-signing.js';

export type { AuthFrame } from './create-auth-frame.js';
export { createAuthFrame, DEFAULT_AUTH_FRAME_URL } from './create-auth-frame.js';
export type { EmbeddedConnectorParameters } from './create-embedded-connector.js';
export { createEmbeddedConnector } from './create-embedded-connector.js';
export type {
  EmbeddedWallet,
  EmbeddedWalletParameters,
  EmbeddedWalletUser,
} from './create-embedded-wallet.js';
export {
  createEmbeddedWallet,
  DEFAULT_CUSTODY_BASE_URL,
  DEFAULT_EXPORT_FRAME_URL,
  EMBEDDED_USER_STORAGE_KEY,
} from './create-embedded-wallet.js';
export { EMAIL_CODE_VALIDITY_SECONDS, PENDING_EMAIL_STORAGE_KEY } from './email-code-storage.js';
export type { RecoveryState } from './recovery-session.js';
export { RECOVERY_SESSION_SECONDS, RECOVERY_STORAGE_KEY } from './recovery-session.js';
export type { VerifiedCredential } from './verified-credential.js';
