import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The `nonce` an ID token must carry to log in `publicKey`: the SHA-256 of the key's hex text,
 * in lowercase hex — the custody provider's binding of the token to the one key it may log in,
 * so a token caught in flight cannot log in anyone else's key.
 *
 * @example
 * ```ts
 * const nonce = oauthNonce('02ab…'); // 64 hex characters
 * ```
 */
export function oauthNonce(publicKey: string): string {
  return bytesToHex(sha256(utf8ToBytes(publicKey)));
}
