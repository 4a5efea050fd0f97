// biome-ignore-all lint/performance/noBarrelFile: the subpath entry re-exports its public API by name.

export type { SessionClaims, SessionCredential } from '@latchkey/core/product-api';
export type { NextRequestLike } from './get-session-from-next-request.js';
export { getSessionFromNextRequest } from './get-session-from-next-request.js';
export type { LatchkeySessionEnv } from './latchkey-session.js';
export { latchkeySession } from './latchkey-session.js';
export type { HeadersLike, SessionInput } from './read-session-token.js';
export type { NodeRequestLike, NodeResponseLike } from './require-session.js';
export { requireSession } from './require-session.js';
export type { SessionErrorAnswer } from './session-error-answer.js';
export { sessionErrorAnswer } from './session-error-answer.js';
export { JWKS_TIMEOUT_MS } from './session-key-set.js';
export { SessionKeysUnavailableError } from './session-keys-unavailable-error.js';
export type { SessionRefusalReason } from './session-refused-error.js';
export { SessionRefusedError } from './session-refused-error.js';
export type { VerifiedSession, VerifySessionOptions } from './verify-session.js';
export { verifySession } from './verify-session.js';
