/**
 * Standard base64 of bytes, as the session API's bodies carry a signed message and its
 * signature (no Node `Buffer` in browser code).
 */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
