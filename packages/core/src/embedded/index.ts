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
  RecoveryState,
} from './create-embedded-wallet.js';
export {
  createEmbeddedWallet,
  DEFAULT_CUSTODY_BASE_URL,
  DEFAULT_EXPORT_FRAME_URL,
  EMAIL_CODE_VALIDITY_SECONDS,
  EMBEDDED_USER_STORAGE_KEY,
  PENDING_EMAIL_STORAGE_KEY,
  RECOVERY_SESSION_SECONDS,
  RECOVERY_STORAGE_KEY,
} from './create-embedded-wallet.js';
export type { VerifiedCredential } from './verified-credential.js';
