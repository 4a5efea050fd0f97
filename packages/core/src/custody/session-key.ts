import { bytesToHex } from '@noble/hashes/utils.js';
import { compressP256PublicKey } from './p256-encoding.js';

/**
 * A session key: a P-256 key pair made by WebCrypto with a non-extractable private key (script
 * can use it, never read it), registered with the provider as an API key until
 * `expirationDate`.
 *
 * @example
 * ```ts
 * const key: SessionKey = await generateSessionKey(900);
 * key.publicKey; // '02…' (compressed, 66 hex chars)
 * ```
 */
export interface SessionKey {
  readonly privateKey: CryptoKey;
  /** Compressed SEC1 public key, hex: what the provider knows the key by. */
  readonly publicKey: string;
  /** Milliseconds since the epoch. */
  readonly expirationDate: number;
}

/**
 * Makes a fresh session key valid for `ttlSeconds` from `now`.
 *
 * @example
 * ```ts
 * const key = await generateSessionKey(900);
 * await registerApiKey(key.publicKey, 900);
 * ```
 */
export async function generateSessionKey(
  ttlSeconds: number,
  now = Date.now(),
): Promise<SessionKey> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
    'verify',
  ]);
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  return {
    privateKey: pair.privateKey,
    publicKey: bytesToHex(compressP256PublicKey(raw)),
    expirationDate: now + ttlSeconds * 1000,
  };
}

/**
 * Whether a stored value is a usable session key (a reload may find anything in storage).
 *
 * @example
 * ```ts
 * const stored = await storage.getItem('custody:sessionKey');
 * if (isSessionKey(stored) && stored.expirationDate > Date.now()) use(stored);
 * ```
 */
export function isSessionKey(value: unknown): value is SessionKey {
  const candidate = value as Partial<SessionKey> | undefined;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof CryptoKey !== 'undefined' &&
    candidate.privateKey instanceof CryptoKey &&
    typeof candidate.publicKey === 'string' &&
    /^0[23][0-9a-f]{64}$/.test(candidate.publicKey) &&
    typeof candidate.expirationDate === 'number'
  );
}
