import type { SessionClaims } from '@latchkey/core/product-api';
import type { JWTPayload } from 'jose';
import { isSessionCredential } from './is-session-credential.js';
import { SessionRefusedError } from './session-refused-error.js';

/**
 * Every claim a Latchkey access token carries (`SessionClaims`), required before the token is
 * read.
 */
export const SESSION_CLAIM_NAMES = [
  'iss',
  'aud',
  'sub',
  'sid',
  'iat',
  'exp',
  'jti',
  'environment_id',
  'verified_credentials',
  'last_verified_credential_id',
  'scope',
] as const satisfies readonly (keyof SessionClaims)[];

const TEXT_CLAIMS = [
  'iss',
  'aud',
  'sub',
  'sid',
  'jti',
  'environment_id',
  'last_verified_credential_id',
] as const;

/** A refusal naming the claim that failed (`bad-claims`). */
export function badClaim(claim: string): SessionRefusedError {
  return new SessionRefusedError(
    'bad-claims',
    `The access token’s "${claim}" claim is missing or invalid`,
  );
}

/**
 * A verified token's payload checked to be a Latchkey session's claims: non-empty strings where
 * the contract has strings (`aud` one environment, the same as `environment_id`), `scope`
 * `'user'`, and at least one well-formed verified credential. Signature, issuer, audience and
 * times are `jwtVerify`'s checks, before this one.
 *
 * @throws {SessionRefusedError} `bad-claims`, naming the claim.
 */
export function readSessionClaims(payload: JWTPayload): SessionClaims {
  for (const claim of TEXT_CLAIMS) {
    const value = payload[claim];
    if (typeof value !== 'string' || value === '') throw badClaim(claim);
  }
  if (payload.environment_id !== payload.aud) throw badClaim('environment_id');
  for (const claim of ['iat', 'exp'] as const) {
    if (!Number.isFinite(payload[claim])) throw badClaim(claim);
  }
  if (payload.scope !== 'user') throw badClaim('scope');
  const credentials = payload.verified_credentials;
  if (!Array.isArray(credentials) || credentials.length === 0) {
    throw badClaim('verified_credentials');
  }
  if (!credentials.every(isSessionCredential)) throw badClaim('verified_credentials');
  return payload as unknown as SessionClaims;
}
