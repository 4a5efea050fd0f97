import { randomUUID } from 'node:crypto';
import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { hexToBytes } from '@noble/hashes/utils.js';
import { CustodyApiError } from './custody-api-error.js';
import type { CustodyState } from './custody-state.js';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const encodeJson = (value: unknown) => b64url(new TextEncoder().encode(JSON.stringify(value)));

/**
 * A compact JWS (ES256) signed by the emulator's enclave key, as the provider signs its
 * verification tokens and sessions.
 */
export function signEnclaveJwt(state: CustodyState, claims: Record<string, unknown>): string {
  const signingInput = `${encodeJson({ alg: 'ES256', typ: 'JWT' })}.${encodeJson(claims)}`;
  const signature = p256.sign(
    sha256(new TextEncoder().encode(signingInput)),
    hexToBytes(state.enclavePrivateKey),
    { prehash: false, format: 'compact' },
  );
  return `${signingInput}.${b64url(signature)}`;
}

/** What a verification token says: whose contact it proves, until when. */
export interface VerificationClaims {
  id: string;
  contact: string;
  verification_type: string;
  exp: number;
  public_key?: string;
}

/**
 * Issues a verification token for a contact proven by a one-time code, and remembers it, so only
 * tokens this server issued are ever taken.
 */
export function issueVerificationToken(
  state: CustodyState,
  parameters: {
    contact: string;
    organizationId: string;
    lifetimeSeconds: number;
    now: number;
    publicKey?: string | undefined;
  },
): string {
  const id = randomUUID();
  const exp = Math.floor(parameters.now / 1000) + parameters.lifetimeSeconds;
  state.verificationTokens ??= {};
  state.verificationTokens[id] = {
    organizationId: parameters.organizationId,
    usedForSignUp: false,
  };
  return signEnclaveJwt(state, {
    id,
    contact: parameters.contact,
    verification_type: 'OTP_TYPE_EMAIL',
    exp,
    ...(parameters.publicKey ? { public_key: parameters.publicKey } : {}),
  });
}

/**
 * Checks a verification token: signed by this server's enclave key, issued by it for this parent
 * organization, not expired.
 *
 * @throws {CustodyApiError} 3 'invalid verification token'.
 */
export function readVerificationToken(
  state: CustodyState,
  token: unknown,
  organizationId: string,
  now: number,
): VerificationClaims {
  const refuse = () => new CustodyApiError(3, 'invalid verification token', 'INVALID_ARGUMENT');
  if (typeof token !== 'string') throw refuse();
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) throw refuse();
  const signed = p256.verify(
    Buffer.from(signature, 'base64url'),
    sha256(new TextEncoder().encode(`${header}.${payload}`)),
    p256.getPublicKey(hexToBytes(state.enclavePrivateKey), false),
    { prehash: false, format: 'compact' },
  );
  if (!signed) throw refuse();
  let claims: VerificationClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as VerificationClaims;
  } catch {
    throw refuse();
  }
  const issued = state.verificationTokens?.[claims.id];
  if (!issued || issued.organizationId !== organizationId || claims.exp * 1000 <= now) {
    throw refuse();
  }
  return claims;
}
