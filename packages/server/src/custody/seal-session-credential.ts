import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { getBase58Decoder } from '@solana/kit';
import { hpkeEncrypt } from '@turnkey/crypto';
import { invalidRequest } from '../server-error.js';

/**
 * A fresh P-256 API key for one login: its public half to register with the custody provider,
 * and `seal(targetPublicKey)`, which returns the private half as a credential bundle only the
 * auth frame that owns `targetPublicKey` can open (HPKE, PROTOCOLS §3), after which the server
 * no longer holds it.
 */
export function createSessionCredential() {
  let secret: Uint8Array | undefined = p256.utils.randomSecretKey();
  const publicKey = bytesToHex(p256.getPublicKey(secret, true));
  return {
    /** Compressed public key, hex (66 characters), as the provider takes API keys. */
    publicKey,
    /** Seals the private key to the frame's key and forgets it; a second call throws. */
    seal(targetPublicKey: string): string {
      if (!secret) throw new Error('The credential was sealed already');
      const sealed = hpkeEncrypt({
        plainTextBuf: secret,
        targetKeyBuf: parseFrameKey(targetPublicKey),
      });
      secret.fill(0);
      secret = undefined;
      // base58check: the payload, then the first 4 bytes of its double SHA-256.
      const payload = new Uint8Array(sealed.length + 4);
      payload.set(sealed);
      payload.set(sha256(sha256(sealed)).subarray(0, 4), sealed.length);
      return getBase58Decoder().decode(payload);
    },
  };
}

/**
 * The auth frame's key as the request gave it: an uncompressed P-256 point, hex.
 *
 * @throws {ServerError} 400 for anything else.
 */
export function parseFrameKey(targetPublicKey: unknown): Uint8Array {
  if (typeof targetPublicKey !== 'string' || !/^04[0-9a-fA-F]{128}$/.test(targetPublicKey)) {
    throw invalidRequest('targetPublicKey must be an uncompressed P-256 public key in hex');
  }
  try {
    p256.Point.fromHex(targetPublicKey).assertValidity();
  } catch {
    throw invalidRequest('targetPublicKey is not a point on P-256');
  }
  return hexToBytes(targetPublicKey);
}
