import { isAddress } from '@solana/kit';
import { decodeSignatureText } from './decode-signature-text.js';
import { parseSignInTime } from './parse-sign-in-time.js';
import { readSignInMessage } from './read-sign-in-message.js';
import type { SignInMessageFields } from './sign-in-input.js';
import { signInVerificationFailed } from './sign-in-verification-failed.js';
import { verifyEd25519Signature } from './verify-ed25519-signature.js';

/** How far `issuedAt` may be from the verifier's clock by default: 10 minutes, as Phantom. */
export const DEFAULT_SIGN_IN_MAX_AGE_MS = 10 * 60 * 1000;

/** What the backend expects the message to say. */
export interface ExpectedSignIn {
  /** The site's host[:port], e.g. 'app.example.com'. */
  domain: string;
  /** The nonce the backend issued for this sign-in (and must not accept twice). */
  nonce: string;
  /** Checked when given. */
  uri?: string;
  /** Checked when given, e.g. 'solana:mainnet'. */
  chainId?: string;
  /** How far `issuedAt` may be from `now`, either way. Default: 10 minutes. */
  maxAgeMs?: number;
  /** The verifier's clock. Default: `new Date()`. */
  now?: Date;
}

/** Parameters of {@link verifySignInMessage}. */
export interface VerifySignInMessageParameters {
  /** The signed message: its text, or its exact bytes. */
  message: string | Uint8Array;
  /** 64 bytes, or their base58 or base64 text. */
  signature: Uint8Array | string;
  /** The account that claims to have signed. */
  address: string;
  expected: ExpectedSignIn;
}

function checkTimes(fields: SignInMessageFields, expected: ExpectedSignIn): void {
  const maxAgeMs = expected.maxAgeMs ?? DEFAULT_SIGN_IN_MAX_AGE_MS;
  if (!(Number.isFinite(maxAgeMs) && maxAgeMs >= 0)) {
    throw signInVerificationFailed('maxAgeMs must be a non-negative number of milliseconds');
  }
  const now = (expected.now ?? new Date()).getTime();
  if (Number.isNaN(now)) throw signInVerificationFailed('now is not a valid date');
  if (fields.issuedAt === undefined) throw signInVerificationFailed('issued at is missing');
  const issuedAt = parseSignInTime(fields.issuedAt, 'issued at');
  if (issuedAt < now - maxAgeMs) throw signInVerificationFailed('issued at is too old');
  if (issuedAt > now + maxAgeMs) throw signInVerificationFailed('issued at is in the future');
  if (fields.expirationTime !== undefined) {
    const expiresAt = parseSignInTime(fields.expirationTime, 'expiration time');
    if (now >= expiresAt) throw signInVerificationFailed('message has expired');
  }
  if (fields.notBefore !== undefined) {
    const notBefore = parseSignInTime(fields.notBefore, 'not before');
    if (now < notBefore) throw signInVerificationFailed('message is not valid yet');
  }
}

function checkExpected(fields: SignInMessageFields, expected: ExpectedSignIn): void {
  if (fields.domain !== expected.domain) throw signInVerificationFailed('domain does not match');
  if (fields.nonce === undefined) throw signInVerificationFailed('nonce is missing');
  if (fields.nonce !== expected.nonce) throw signInVerificationFailed('nonce does not match');
  if (expected.uri !== undefined && fields.uri !== expected.uri) {
    throw signInVerificationFailed('uri does not match');
  }
  if (expected.chainId !== undefined && fields.chainId !== expected.chainId) {
    throw signInVerificationFailed('chain id does not match');
  }
  if (fields.version !== undefined && fields.version !== '1') {
    throw signInVerificationFailed('version is not 1');
  }
}

/**
 * Verifies, on a host's backend, a Sign-In With Solana message a browser sends after
 * `connectAndSign`: the text is a well-formed sign-in message (exactly as
 * `createSignInMessageText` writes it) for `address`, the domain and nonce (and the uri and
 * chain id when given) are the expected ones, `issuedAt` is within `maxAgeMs` of now, the
 * expiration time has not passed and the not-before time has, and the Ed25519 signature
 * verifies (WebCrypto through kit; Node 20+ and browsers, no DOM APIs). Single-use nonces are
 * the caller's part: check the nonce is one you issued and mark it used.
 *
 * @returns The message's fields.
 * @throws {LatchkeyError} `LATCHKEY_ERROR__WALLET__SIGN_IN_VERIFICATION_FAILED` with a precise
 * reason: 'domain does not match', 'nonce does not match', 'issued at is too old', 'message has
 * expired', 'signature is invalid'…
 * @example
 * ```ts
 * // POST /api/sign-in { message, signature, address }
 * const fields = await verifySignInMessage({
 *   message: body.message,
 *   signature: body.signature, // base58 or base64
 *   address: body.address,
 *   expected: { domain: 'app.example.com', nonce: await nonces.take(body.address) },
 * });
 * session.address = fields.address;
 * ```
 */
export async function verifySignInMessage(
  parameters: VerifySignInMessageParameters,
): Promise<SignInMessageFields> {
  const { message, signature, address, expected } = parameters;
  if (typeof address !== 'string' || !isAddress(address)) {
    throw signInVerificationFailed('address is not a valid Solana address');
  }
  if (typeof expected?.domain !== 'string' || expected.domain === '') {
    throw signInVerificationFailed('expected domain is missing');
  }
  if (typeof expected.nonce !== 'string' || expected.nonce === '') {
    throw signInVerificationFailed('expected nonce is missing');
  }
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message;
  const fields = readSignInMessage(bytes);
  if (fields.address !== address) throw signInVerificationFailed('address does not match');
  checkExpected(fields, expected);
  checkTimes(fields, expected);

  const candidates =
    signature instanceof Uint8Array
      ? signature.length === 64
        ? [signature]
        : []
      : decodeSignatureText(signature);
  if (candidates.length === 0) {
    throw signInVerificationFailed('signature is not 64 bytes, in base58 or base64');
  }
  if (!(await verifyEd25519Signature(address, bytes, candidates))) {
    throw signInVerificationFailed('signature is invalid');
  }
  return fields;
}
