import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/** A new refresh token: 32 random bytes, base64url. Only its hash is stored. */
export function newRefreshToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The refresh token's hash, as stored: a database leak gives no usable token. */
export function hashRefreshToken(token: string): string {
  return bytesToHex(sha256(new TextEncoder().encode(token)));
}

/**
 * Whether `token` is spelled as {@link newRefreshToken} spells one: 43 base64url characters, the
 * last one's 2 unused bits zero. A token is looked up by the hash of its spelling, so only this
 * one spelling of its bytes is taken; any other is refused before it is looked up.
 */
export function isRefreshTokenSpelling(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/.test(token);
}
