import { oauthNonce } from '@latchkey/core/product-api/client';
import { errors, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { decodeCanonicalBase64Url } from '../encoding/decode-canonical-base64url.js';
import { ServerError } from '../server-error.js';
import { ISSUED_IN_FUTURE_MESSAGE, OAUTH_ERRORS } from './oauth-errors.js';
import { BUILT_IN_OAUTH_ISSUERS, type OAuthProvider } from './oauth-provider-settings.js';

/**
 * The algorithms an ID token may be signed with: asymmetric only, so `none` and HMAC (a secret
 * the server does not have, or the provider's public key abused as one) are refused.
 *
 * @example
 * ```ts
 * ID_TOKEN_ALGORITHMS.includes('HS256'); // false
 * ```
 */
export const ID_TOKEN_ALGORITHMS: readonly string[] = Object.freeze([
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'EdDSA',
]);

/**
 * How far the provider's clock may be from the server's: 60 s, for `exp` and `iat` alike.
 *
 * @example
 * ```ts
 * const stale = exp <= nowSeconds - ID_TOKEN_CLOCK_SKEW_SECONDS;
 * ```
 */
export const ID_TOKEN_CLOCK_SKEW_SECONDS = 60;

/** The longest ID token taken: 16 KiB (a provider's are 1–2 KiB). */
export const ID_TOKEN_MAX_LENGTH = 16 * 1024;

/** An ID token that passed every check: who it names at which issuer, and their email. */
export interface VerifiedIdToken {
  readonly issuer: string;
  readonly subject: string;
  readonly email: string | undefined;
  /** `email_verified` true (or Apple's "true"). */
  readonly emailVerified: boolean;
  /** When the token expires, in ms since the epoch. */
  readonly expiresAtMs: number;
}

/**
 * Verifies an ID token as the provider's, for the public key it is to log in: signed with an
 * asymmetric key from the issuer's JWKS, `iss` the configured issuer, `aud` the client id (and
 * `azp`, when there are several audiences), not expired nor issued in the future beyond
 * {@link ID_TOKEN_CLOCK_SKEW_SECONDS}, a `sub`, and `nonce` = `oauthNonce(publicKey)`.
 *
 * @throws {ServerError} 401 `OAUTH_TOKEN_INVALID`, `OAUTH_TOKEN_EXPIRED`, `OAUTH_ISSUER_MISMATCH`,
 * `OAUTH_AUDIENCE_MISMATCH`, `OAUTH_NONCE_MISMATCH`; 503 `OAUTH_PROVIDER_UNAVAILABLE` when the
 * issuer's keys cannot be fetched.
 */
export async function verifyIdToken(
  token: string,
  expected: { provider: OAuthProvider; publicKey: string; getKey: JWTVerifyGetKey; nowMs: number },
): Promise<VerifiedIdToken> {
  const { provider, nowMs } = expected;
  if (token.length > ID_TOKEN_MAX_LENGTH)
    throw OAUTH_ERRORS.tokenInvalid('The ID token is too long');
  // A JWT has one spelling of its bytes: another (a signature's unused trailing bits set) is
  // refused before anything else, so no token is ever taken in two spellings.
  if (!isCanonicalCompactJws(token)) {
    throw OAUTH_ERRORS.tokenInvalid('The ID token is not in canonical base64url');
  }
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, expected.getKey, {
      algorithms: [...ID_TOKEN_ALGORITHMS],
      // Google documents both forms of its `iss`; the account is kept under the https one.
      issuer:
        provider.issuer === BUILT_IN_OAUTH_ISSUERS.google
          ? [provider.issuer, 'accounts.google.com']
          : provider.issuer,
      audience: provider.clientId,
      requiredClaims: ['exp', 'iat'],
      clockTolerance: ID_TOKEN_CLOCK_SKEW_SECONDS,
      currentDate: new Date(nowMs),
    }));
  } catch (error) {
    throw toOAuthError(error);
  }
  // jose checks `iat` against the clock only with a maximum age; a token from the future is
  // refused here, so a provider's (or a forger's) clock cannot stretch a token's life.
  if ((payload.iat as number) > nowMs / 1000 + ID_TOKEN_CLOCK_SKEW_SECONDS) {
    throw OAUTH_ERRORS.tokenInvalid(ISSUED_IN_FUTURE_MESSAGE);
  }
  const { sub, aud, azp, nonce } = payload;
  if (typeof sub !== 'string' || sub === '' || sub.length > 255) {
    throw OAUTH_ERRORS.tokenInvalid('The ID token names no subject');
  }
  if (Array.isArray(aud) && aud.length > 1 && azp !== undefined && azp !== provider.clientId) {
    throw OAUTH_ERRORS.audienceMismatch();
  }
  if (nonce !== oauthNonce(expected.publicKey)) throw OAUTH_ERRORS.nonceMismatch();
  const email =
    typeof payload.email === 'string' && payload.email !== '' ? payload.email : undefined;
  return {
    issuer: provider.issuer,
    subject: sub,
    email,
    emailVerified:
      email !== undefined && (payload.email_verified === true || payload.email_verified === 'true'),
    expiresAtMs: (payload.exp as number) * 1000,
  };
}

/**
 * Whether `token` is a compact JWS whose three parts are canonical base64url (no padding, unused
 * trailing bits zero), the header and payload not empty.
 */
export function isCanonicalCompactJws(token: string): boolean {
  const parts = token.split('.');
  return (
    parts.length === 3 &&
    parts[0] !== '' &&
    parts[1] !== '' &&
    parts.every((part) => decodeCanonicalBase64Url(part) !== undefined)
  );
}

/** What jose's refusal means for the caller: the token's fault (401) or the provider's (503). */
function toOAuthError(error: unknown): ServerError {
  if (error instanceof ServerError) return error;
  if (error instanceof errors.JWTExpired) return OAUTH_ERRORS.tokenExpired();
  if (error instanceof errors.JWTClaimValidationFailed) {
    const failed = error.reason === 'check_failed';
    if (error.claim === 'iss' && failed) return OAUTH_ERRORS.issuerMismatch();
    if (error.claim === 'aud' && failed) return OAUTH_ERRORS.audienceMismatch();
    return OAUTH_ERRORS.tokenInvalid(`The ID token's ${error.claim} claim is missing or invalid`);
  }
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported) {
    return OAUTH_ERRORS.tokenInvalid('The ID token is not signed with an allowed algorithm');
  }
  if (
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JWKSMultipleMatchingKeys
  ) {
    return OAUTH_ERRORS.tokenInvalid("The ID token's key is not the provider's");
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return OAUTH_ERRORS.tokenInvalid("The ID token's signature is not valid");
  }
  // The keys could not be fetched or read: the provider's trouble, not the token's.
  if (
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    (error instanceof errors.JOSEError && error.code === 'ERR_JOSE_GENERIC')
  ) {
    return OAUTH_ERRORS.providerUnavailable(error);
  }
  return OAUTH_ERRORS.tokenInvalid('The ID token is not a valid signed JWT');
}
