import { constants, createHash, type KeyObject, verify } from 'node:crypto';
import { invalidArgument } from './custody-api-error.js';
import { isAllowedOidcIssuer, oidcSigningKey } from './oidc-signing-keys.js';

/** What a verified OIDC token says, as the emulator uses it. */
export interface VerifiedOidcToken {
  issuer: string;
  /** The token's `aud` (the app's client id). */
  audience: string;
  subject: string;
  nonce: string | undefined;
  email: string | undefined;
  /** `email_verified` true (Google's boolean, or Apple's string "true"). */
  emailVerified: boolean;
}

// Asymmetric algorithms only: 'none' and HMAC (which a public key could "sign") never verify.
const ALGORITHMS: Record<string, { hash: string | null; type: string; pss?: boolean }> = {
  RS256: { hash: 'sha256', type: 'rsa' },
  RS384: { hash: 'sha384', type: 'rsa' },
  RS512: { hash: 'sha512', type: 'rsa' },
  PS256: { hash: 'sha256', type: 'rsa', pss: true },
  PS384: { hash: 'sha384', type: 'rsa', pss: true },
  PS512: { hash: 'sha512', type: 'rsa', pss: true },
  ES256: { hash: 'sha256', type: 'ec' },
  ES384: { hash: 'sha384', type: 'ec' },
  ES512: { hash: 'sha512', type: 'ec' },
  EdDSA: { hash: null, type: 'ed25519' },
};

function decodePart(part: string | undefined, what: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {}
  throw invalidArgument(`oidc token ${what} is not valid`);
}

function signatureValid(alg: string, key: KeyObject, input: string, signature: string): boolean {
  const algorithm = ALGORITHMS[alg];
  if (!algorithm || key.asymmetricKeyType !== algorithm.type) return false;
  const options = algorithm.pss
    ? {
        key,
        padding: constants.RSA_PKCS1_PSS_PADDING,
        saltLength: constants.RSA_PSS_SALTLEN_DIGEST,
      }
    : algorithm.type === 'ec'
      ? { key, dsaEncoding: 'ieee-p1363' as const }
      : key;
  try {
    return verify(algorithm.hash, Buffer.from(input), options, Buffer.from(signature, 'base64url'));
  } catch {
    return false;
  }
}

/**
 * The nonce a token must carry to log `publicKey` in: the lowercase hex SHA-256 of the UTF-8 of
 * the key's hex text — Turnkey's binding, the same as `oauthNonce` in `@latchkey/core`.
 */
export function oidcNonceFor(publicKey: string): string {
  return createHash('sha256').update(publicKey, 'utf8').digest('hex');
}

/**
 * Verifies an OIDC ID token as the provider does before using it: its issuer allowed (https, or
 * http on this machine), signed with an asymmetric algorithm by a key from the issuer's JWKS
 * (found through its discovery document), not expired, with a subject and one audience.
 *
 * @throws {CustodyApiError} 3 with the reason (`oidc token expired`, `oidc token signature is
 * invalid`, …).
 */
export async function verifyOidcToken(token: unknown, now: number): Promise<VerifiedOidcToken> {
  if (typeof token !== 'string') throw invalidArgument('oidcToken is required');
  const parts = token.split('.');
  if (parts.length !== 3) throw invalidArgument('oidc token is not a compact JWS');
  const [headerPart, payloadPart, signature = ''] = parts;
  const header = decodePart(headerPart, 'header');
  const claims = decodePart(payloadPart, 'payload');
  const alg = String(header.alg);
  if (!ALGORITHMS[alg]) throw invalidArgument(`oidc token algorithm ${alg} is not allowed`);
  // Google's tokens may name their issuer without the scheme, as Google documents.
  const issuer = claims.iss === 'accounts.google.com' ? 'https://accounts.google.com' : claims.iss;
  if (typeof issuer !== 'string' || !isAllowedOidcIssuer(issuer)) {
    throw invalidArgument('oidc token issuer is not allowed');
  }
  if (typeof header.kid !== 'string') throw invalidArgument('oidc token has no kid');
  const { key, alg: keyAlg } = await oidcSigningKey(issuer, header.kid);
  if (keyAlg !== undefined && keyAlg !== alg)
    throw invalidArgument('oidc token algorithm does not match its key');
  if (!signatureValid(alg, key, `${headerPart}.${payloadPart}`, signature)) {
    throw invalidArgument('oidc token signature is invalid');
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now)
    throw invalidArgument('oidc token expired');
  if (typeof claims.sub !== 'string' || claims.sub === '')
    throw invalidArgument('oidc token has no subject');
  const audience =
    Array.isArray(claims.aud) && claims.aud.length === 1 ? claims.aud[0] : claims.aud;
  if (typeof audience !== 'string' || audience === '')
    throw invalidArgument('oidc token has no single audience');
  return {
    issuer,
    audience,
    subject: claims.sub,
    nonce: typeof claims.nonce === 'string' ? claims.nonce : undefined,
    email: typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined,
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
  };
}
