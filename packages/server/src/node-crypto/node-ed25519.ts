import { createPublicKey, sign, verify } from 'node:crypto';
import { type Address, getBase58Encoder, type SignatureBytes } from '@solana/kit';
import { nodeKeyObject } from './node-key-object.js';

// Base58 alone: Kit's address encoder checks the address again (a second base58 pass), and a key
// of any other length fails to import, so does not verify.
const base58 = getBase58Encoder();

/**
 * Whether `signature` is `signer`'s Ed25519 signature over `message`, checked synchronously by
 * Node's crypto (OpenSSL, as WebCrypto's Ed25519 on Node is): about half the CPU of
 * `crypto.subtle.verify`, which hands every call to the thread pool. A key that is not a curve
 * point does not verify.
 */
export function verifiesEd25519(
  signer: Address,
  signature: Uint8Array,
  message: Uint8Array,
): boolean {
  try {
    const key = createPublicKey({
      key: {
        kty: 'OKP',
        crv: 'Ed25519',
        x: Buffer.from(base58.encode(signer)).toString('base64url'),
      },
      format: 'jwk',
    });
    return verify(null, message, key, signature);
  } catch {
    return false;
  }
}

/**
 * `privateKey`'s Ed25519 signature over `message`, made synchronously by Node's crypto (the
 * WebCrypto key converted once; a non-extractable key stays so).
 */
export function signEd25519(privateKey: CryptoKey, message: Uint8Array): SignatureBytes {
  return new Uint8Array(sign(null, message, nodeKeyObject(privateKey))) as SignatureBytes;
}
