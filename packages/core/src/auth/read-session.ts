import { LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { Session, SessionCredential } from '../product-api/session-messages.js';

const MFA_METHODS: readonly unknown[] = ['totp', 'passkey', 'recovery-code'];
const isString = (value: unknown): value is string => typeof value === 'string';
const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A credential as the contract draws it; anything else is not trusted as one. */
function isCredential(value: unknown): value is SessionCredential {
  const credential = value as Record<string, unknown> | null;
  if (!credential || typeof credential !== 'object' || !isString(credential.id)) return false;
  if (credential.lastUsedAt !== undefined && !isString(credential.lastUsedAt)) return false;
  switch (credential.format) {
    case 'blockchain': {
      const properties = credential.walletProperties as Record<string, unknown> | null;
      return (
        (credential.kind === 'solana-wallet' || credential.kind === 'embedded-wallet') &&
        isString(credential.address) &&
        credential.chain === 'solana' &&
        isString(credential.walletName) &&
        !!properties &&
        typeof properties === 'object' &&
        typeof properties.isSessionKeyCompatible === 'boolean'
      );
    }
    case 'email':
      return credential.kind === 'email' && isString(credential.email);
    case 'passkey':
      return credential.kind === 'passkey' && isString(credential.credentialId);
    case 'oauth':
      return (
        credential.kind === 'oauth' &&
        isString(credential.issuer) &&
        isString(credential.subject) &&
        (credential.email === undefined || isString(credential.email)) &&
        (credential.provider === undefined || isString(credential.provider))
      );
    default:
      return false;
  }
}

/**
 * Checks that a server's answer is a `Session` before anything trusts it: an access token, its
 * expiry and the session's, the refresh token when there is one, a user with at least one
 * credential, and the second factor it proved when it did, each well formed.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE` for anything else.
 */
export function readSession(answer: unknown): Session {
  const session = answer as Partial<Session> | null;
  const user = session?.user;
  const wellFormed =
    !!session &&
    typeof session === 'object' &&
    isString(session.accessToken) &&
    session.accessToken !== '' &&
    isTime(session.accessTokenExpiresAt) &&
    isTime(session.sessionExpiresAt) &&
    (session.refreshToken === undefined || isString(session.refreshToken)) &&
    !!user &&
    isString(user.id) &&
    Array.isArray(user.verifiedCredentials) &&
    user.verifiedCredentials.length > 0 &&
    user.verifiedCredentials.every(isCredential) &&
    isString(user.lastVerifiedCredentialId) &&
    (session.mfa === undefined ||
      (!!session.mfa &&
        MFA_METHODS.includes(session.mfa.method) &&
        isTime(session.mfa.verifiedAt)));
  if (!wellFormed) {
    throw new LatchkeyError(LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE, { details: answer });
  }
  return session as Session;
}
