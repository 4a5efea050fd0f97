import { toBase64 } from '../transactions/to-base64.js';

// WebAuthn's JSON forms carry bytes as base64url without padding. The session code's `toBase64`
// and the browser's `atob` rather than `@scure/base`, whose use in a chunk loaded on demand would
// split the embedded wallet page's up-front code.

/** Bytes as base64url, unpadded. */
export function base64UrlOf(bytes: Uint8Array): string {
  return toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The bytes of base64url text, padded or not.
 *
 * @throws {DOMException} `InvalidCharacterError` for text that is not base64url.
 */
export function bytesOfBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}
