import {
  JOSEAlgNotAllowed,
  JOSEError,
  JWKSMultipleMatchingKeys,
  JWKSNoMatchingKey,
  JWSSignatureVerificationFailed,
  JWTClaimValidationFailed,
  JWTExpired,
} from 'jose/errors';
import { ServerError } from '../server-error.js';
import { badClaim } from './read-session-claims.js';
import { SessionRefusedError } from './session-refused-error.js';

/**
 * What `jwtVerify` threw, as the refusal that says which check failed. A `ServerError` (the keys
 * could not be fetched, a token with no `kid`) passes as it is; anything that is not jose's is
 * not a refusal but a fault, and is thrown again. jose's own error (which holds the claims) is
 * not kept.
 */
export function toSessionRefusal(error: unknown): ServerError {
  if (error instanceof ServerError) return error;
  if (error instanceof JWTExpired) return new SessionRefusedError('expired');
  if (error instanceof JWTClaimValidationFailed) {
    if (error.claim === 'iss' && error.reason === 'check_failed') {
      return new SessionRefusedError('wrong-issuer');
    }
    if (error.claim === 'aud' && error.reason === 'check_failed') {
      return new SessionRefusedError('wrong-audience');
    }
    if (error.claim === 'nbf' && error.reason === 'check_failed') {
      return new SessionRefusedError('not-yet-valid');
    }
    return badClaim(error.claim);
  }
  if (error instanceof JOSEAlgNotAllowed) {
    return new SessionRefusedError('algorithm-not-allowed');
  }
  if (error instanceof JWKSNoMatchingKey || error instanceof JWKSMultipleMatchingKeys) {
    return new SessionRefusedError('unknown-key');
  }
  if (error instanceof JWSSignatureVerificationFailed) {
    return new SessionRefusedError('bad-signature');
  }
  if (error instanceof JOSEError) return new SessionRefusedError('malformed');
  throw error;
}
