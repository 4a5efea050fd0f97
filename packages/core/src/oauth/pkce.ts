import { sha256 } from '@noble/hashes/sha2.js';

/**
 * A random URL-safe token of `bytes` random bytes (base64url, no padding): PKCE verifiers and
 * `state` values.
 *
 * @example
 * ```ts
 * const state = randomUrlToken(); // 43 characters
 * ```
 */
export function randomUrlToken(bytes = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/**
 * The PKCE `S256` challenge of a verifier: base64url(SHA-256(verifier)) (RFC 7636 §4.2).
 *
 * @example
 * ```ts
 * const challenge = pkceChallenge(verifier);
 * ```
 */
export function pkceChallenge(verifier: string): string {
  return toBase64Url(sha256(new TextEncoder().encode(verifier)));
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
