import { base64UrlOf } from '../webauthn/base64url-bytes.js';
import { deviceKey } from './device-key.js';

/**
 * The `X-Latchkey-Device` header for a request whose body is exactly `body`: the device key's
 * public key and its signature over the body (ECDSA P-256, SHA-256), each base64url. Only a
 * page holding the key can make it, and it vouches for this one body.
 *
 * @returns `undefined` where there is no device key (no WebCrypto).
 */
export async function deviceHeader(body: string): Promise<string | undefined> {
  const keys = await deviceKey();
  if (!keys) return undefined;
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey));
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    keys.privateKey,
    new TextEncoder().encode(body),
  );
  return `${base64UrlOf(publicKey)}.${base64UrlOf(new Uint8Array(signature))}`;
}
