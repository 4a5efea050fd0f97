/**
 * Bytes as base64, as the sponsorship routes answer a transaction.
 *
 * @example
 * ```ts
 * toBase64(new Uint8Array([1, 2])); // 'AQI='
 * ```
 */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
