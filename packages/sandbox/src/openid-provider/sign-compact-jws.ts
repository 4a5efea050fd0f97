import { type KeyObject, sign } from 'node:crypto';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A compact JWS of `payload`, RS256-signed (RSASSA-PKCS1-v1_5 with SHA-256) by an RSA private key,
 * whatever `header` says — so a test can send a header that lies (another `kid`, `alg: 'HS256'`)
 * over a real signature. Claims set to `undefined` are left out.
 */
export function signCompactJws(
  header: Record<string, unknown>,
  payload: Record<string, unknown>,
  privateKey: KeyObject,
): string {
  const signingInput = `${base64url(header)}.${base64url(payload)}`;
  const signature = sign('sha256', Buffer.from(signingInput), privateKey).toString('base64url');
  return `${signingInput}.${signature}`;
}
