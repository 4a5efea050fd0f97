import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { base64urlnopad } from '@scure/base';

const P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;

/**
 * The device a request came from, when it proves one: its `X-Latchkey-Device` header names the
 * SDK's device key (an uncompressed P-256 public key) and carries that key's signature over the
 * exact body sent. The device is the SHA-256 of the key (hex). A missing, malformed or forged
 * header is no device — a new one, which the second factor is then asked on — never a refusal.
 *
 * A signature can be replayed only with the body it signed, whose sign-in proof (a burned
 * nonce, a spent code or ID token) is good once, so seeing one gains nothing.
 */
export async function provenDevice(
  header: string | null | undefined,
  body: Uint8Array<ArrayBuffer>,
): Promise<string | undefined> {
  if (typeof header !== 'string' || header.length > 300) return undefined;
  const [key, signature, extra] = header.split('.');
  if (key === undefined || signature === undefined || extra !== undefined) return undefined;
  try {
    const publicKey = new Uint8Array(base64urlnopad.decode(key));
    const signed = new Uint8Array(base64urlnopad.decode(signature));
    if (publicKey.length !== 65 || signed.length !== 64) return undefined;
    const imported = await crypto.subtle.importKey('raw', publicKey, P256, false, ['verify']);
    const valid = await crypto.subtle.verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      imported,
      signed,
      body,
    );
    return valid ? bytesToHex(sha256(publicKey)) : undefined;
  } catch {
    // Not base64url, or not a point on the curve.
    return undefined;
  }
}
