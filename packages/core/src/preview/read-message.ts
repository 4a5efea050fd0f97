import { looksLikeTransaction } from './looks-like-transaction.js';
import type { MessagePreview } from './transaction-preview.js';

/**
 * A message to sign as a person can read it: its text when the bytes are valid UTF-8 (a byte
 * order mark kept, and flagged), else every byte in lower-case hex. `hasHiddenCharacters` flags
 * what can hide or reorder the text shown (control characters other than tab and line breaks,
 * bidirectional controls, zero-width characters); `looksLikeTransaction` flags bytes that would
 * read as a Solana transaction.
 *
 * @example
 * ```ts
 * const shown = readMessage(new TextEncoder().encode('Sign in to Acme'));
 * // { kind: 'text', text: 'Sign in to Acme', hasHiddenCharacters: false, looksLikeTransaction: false }
 * ```
 */
export function readMessage(bytes: Uint8Array): MessagePreview {
  const transaction = looksLikeTransaction(bytes);
  const text = readUtf8(bytes);
  if (text !== undefined) {
    return {
      kind: 'text',
      text,
      hasHiddenCharacters: hasHiddenCharacters(text),
      looksLikeTransaction: transaction,
    };
  }
  return {
    kind: 'binary',
    length: bytes.length,
    hex: Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(''),
    looksLikeTransaction: transaction,
  };
}

function readUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function hasHiddenCharacters(text: string): boolean {
  for (const character of text) {
    if (isHidden(character.codePointAt(0) ?? 0)) return true;
  }
  return false;
}

/**
 * C0 and C1 controls (tab and line breaks aside), bidirectional controls (the Arabic letter mark
 * too), zero-width and invisible ones (soft hyphen, word joiner, invisible operators): the same
 * set the approval view draws by code point.
 */
function isHidden(code: number): boolean {
  if (code < 0x20) return code !== 0x09 && code !== 0x0a && code !== 0x0d;
  return (
    (code >= 0x7f && code <= 0x9f) ||
    code === 0xad ||
    code === 0x61c ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2060 && code <= 0x2069) ||
    code === 0xfeff
  );
}
