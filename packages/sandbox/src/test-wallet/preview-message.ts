/**
 * How the approval prompt shows bytes to sign: the UTF-8 text when they are valid UTF-8 (as
 * wallets show a sign-in or a plain message), otherwise `0x` and the hex digits.
 */
export function previewMessage(message: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(message);
  } catch {
    return `0x${Array.from(message, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  }
}
