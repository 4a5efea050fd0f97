import { base64urlnopad } from '@scure/base';
/**
 * A random URL-safe token of `bytes` random bytes (base64url, no padding): PKCE verifiers and
 * `state` values.
 */
export function randomUrlToken(bytes = 32): string {
  return base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** The PKCE `S256` challenge of a verifier: base64url(SHA-256(verifier)) (RFC 7636 §4.2). */
export async function pkceChallenge(verifier: string): Promise<string> {
  return base64urlnopad.encode(await sha256(verifier));
}

/**
 * The `nonce` an ID token must carry to log in `publicKey` — `oauthNonce` of the product API's
 * contract, through WebCrypto: the browser's sign-in loads no hashing code of its own.
 */
export async function nonceFor(publicKey: string): Promise<string> {
  return Array.from(await sha256(publicKey), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}
