// biome-ignore-all lint/performance/noBarrelFile: the subpath entry re-exports its public API by name.

export type { CreatePasskeyParameters, PasskeyRegistration } from '../webauthn/create-passkey.js';
export { createPasskey, PASSKEY_TIMEOUT_MS } from '../webauthn/create-passkey.js';
export { createPasskeyStamper } from '../webauthn/create-passkey-stamper.js';
export { toPasskeyError } from '../webauthn/to-passkey-error.js';
export {
  API_KEY_STAMP_SCHEME,
  createSessionKeyStamper,
  stampWithSessionKey,
} from './api-key-stamp.js';
export { createApiKey } from './create-api-key.js';
export type {
  ActivityPolling,
  ActivityRequest,
  CreateCustodyClientParameters,
  CustodyClient,
} from './create-custody-client.js';
export {
  CUSTODY_CLIENT_VERSION,
  createCustodyClient,
  DEFAULT_ACTIVITY_POLLING,
  DEFAULT_CUSTODY_TIMEOUT_MS,
} from './create-custody-client.js';
export type { CreateCustodySessionParameters, CustodySession } from './create-custody-session.js';
export {
  createCustodySession,
  DEFAULT_SESSION_TTL_SECONDS,
  SESSION_KEY_STORAGE_KEY,
} from './create-custody-session.js';
export type {
  CustodyActivity,
  CustodyActivityStatus,
  CustodySignature,
} from './custody-activity.js';
export type { CustodyIdentity, CustodyWalletAccount } from './custody-queries.js';
export { listWalletAccounts, listWallets, whoami } from './custody-queries.js';
export type { HashFunction, PayloadEncoding, SigningScope } from './custody-signing.js';
export {
  signatureBytes,
  signRawPayload,
  signRawPayloads,
  signSolanaTransaction,
} from './custody-signing.js';
export type { CustodyStamp, CustodyStamper } from './custody-stamper.js';
export { exportWallet, exportWalletAccount } from './export-wallet-account.js';
export { isSessionKeyRejected } from './is-session-key-rejected.js';
export type { SessionKey } from './session-key.js';
export { generateSessionKey, isSessionKey } from './session-key.js';
