import { sign } from 'node:crypto';
import { nodeKeyObject } from './node-key-object.js';

const encodePart = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A compact JWS (RFC 7515) over `claims`, signed ES256 by `privateKey` synchronously with Node's
 * crypto (the same OpenSSL as WebCrypto's ECDSA on Node; the signature in JOSE's raw r‖s form).
 * About a fifth of the CPU of jose's `SignJWT`, which goes through `crypto.subtle.sign` and its
 * thread-pool hop. Tokens are checked with jose (and other JWT libraries) like any other.
 */
export function signEs256Jwt(
  privateKey: CryptoKey,
  header: { readonly alg: 'ES256'; readonly kid: string; readonly typ: 'JWT' },
  claims: object,
): string {
  const signingInput = `${encodePart(header)}.${encodePart(claims)}`;
  const signature = sign('sha256', Buffer.from(signingInput), {
    key: nodeKeyObject(privateKey),
    dsaEncoding: 'ieee-p1363',
  });
  return `${signingInput}.${signature.toString('base64url')}`;
}
