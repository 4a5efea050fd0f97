import type { SessionCredential } from '@latchkey/core/product-api';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/** The environment the test tokens are for. */
export const AUDIENCE = 'acme';

/** A signing key of the server's: its private half and its published JWK (with `kid`). */
export interface SigningKey {
  readonly kid: string;
  readonly privateKey: CryptoKey;
  readonly publicKey: CryptoKey;
  readonly jwk: JWK;
}

/** An ES256 key pair as the server keeps one, published with `kid`, `alg` and `use`. */
export async function createSigningKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  return { kid, privateKey, publicKey, jwk };
}

/** A wallet and an email, as `verified_credentials` carries them. */
export const CREDENTIALS: readonly SessionCredential[] = [
  {
    id: 'credential-wallet',
    format: 'blockchain',
    kind: 'solana-wallet',
    address: 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy',
    chain: 'solana',
    walletName: 'Phantom',
    walletProperties: { turnkeySubOrganizationId: undefined, isSessionKeyCompatible: false },
  },
  { id: 'credential-email', format: 'email', kind: 'email', email: 'ada@example.com' },
];

/**
 * A session's claims as the server issues them, issued now for ten minutes; `overrides` replace
 * any (an `undefined` one is left out of the token).
 */
export function sessionClaims(
  issuer: string,
  overrides: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: issuer,
    aud: AUDIENCE,
    sub: 'user-1',
    sid: 'session-1',
    iat: now,
    exp: now + 600,
    jti: crypto.randomUUID(),
    environment_id: AUDIENCE,
    verified_credentials: CREDENTIALS,
    last_verified_credential_id: 'credential-wallet',
    scope: 'user',
    ...overrides,
  };
}

/** A compact JWT signed ES256 by `key`, its header naming `key.kid` unless `header` says. */
export function signSessionToken(
  key: SigningKey,
  claims: Record<string, unknown>,
  header: Readonly<Record<string, unknown>> = {},
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: key.kid, ...header })
    .sign(key.privateKey);
}

/** base64url of a JSON value, for tokens built by hand. */
export function base64urlJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
