import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/** How many recovery codes a user is given at a time. */
export const RECOVERY_CODE_COUNT = 10;

// Lowercase letters and digits without 0/o, 1/l/i: 31 symbols easy to read back.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const SYMBOLS = 16;

/**
 * Ten new recovery codes, each 16 symbols of 31 (79 bits) in groups of four: `abcd-efgh-jkmn-pqrs`.
 * Shown to the user once; the server keeps their hashes ({@link hashRecoveryCode}).
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let code = '';
    while (code.length < SYMBOLS) {
      // Rejection sampling: 248 = 8 × 31, so every symbol is equally likely.
      for (const byte of crypto.getRandomValues(new Uint8Array(SYMBOLS))) {
        if (byte < 248 && code.length < SYMBOLS) code += ALPHABET[byte % 31];
      }
    }
    return (code.match(/.{4}/g) as string[]).join('-');
  });
}

/**
 * A recovery code's hash, as stored: SHA-256 of its symbols alone, so 'ABCD EFGH-…' and
 * 'abcd-efgh-…' are the same code (used once, however it was typed); `undefined` for anything
 * that cannot be one.
 */
export function hashRecoveryCode(code: unknown): string | undefined {
  if (typeof code !== 'string' || code.length > 64) return undefined;
  const symbols = code.toLowerCase().replace(/[\s-]+/g, '');
  if (symbols.length !== SYMBOLS || ![...symbols].every((symbol) => ALPHABET.includes(symbol))) {
    return undefined;
  }
  return bytesToHex(sha256(new TextEncoder().encode(symbols)));
}
