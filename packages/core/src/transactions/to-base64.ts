/**
 * Standard base64 of bytes, as the session API's bodies carry a signed message and its
 * signature, and (as base64url) WebAuthn's JSON forms carry a passkey's answer; no Node `Buffer`
 * in browser code.
 */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
