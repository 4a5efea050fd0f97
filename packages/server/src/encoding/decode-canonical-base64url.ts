import { base64urlnopad } from '@scure/base';

/**
 * Decodes base64url as JOSE and WebAuthn write it — no padding, and unused trailing bits zero —
 * or `undefined` for anything else. One byte string has exactly one such spelling, so a check
 * that something was "used once" can key on what it decodes to without a respelling (another
 * last character with the same bytes) passing as new.
 */
export function decodeCanonicalBase64Url(text: string): Uint8Array | undefined {
  try {
    return base64urlnopad.decode(text);
  } catch {
    return undefined;
  }
}
