import {
  type Address,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit';

/**
 * Tells whether one of the candidate signatures is `address`'s Ed25519 signature over
 * `message`, with WebCrypto through kit. Candidates that are not 64 bytes, and keys WebCrypto
 * refuses, count as invalid rather than throwing.
 */
export async function verifyEd25519Signature(
  address: Address,
  message: Uint8Array,
  signatures: readonly Uint8Array[],
): Promise<boolean> {
  let publicKey: CryptoKey;
  try {
    publicKey = await getPublicKeyFromAddress(address);
  } catch {
    return false;
  }
  for (const signature of signatures) {
    if (signature.length !== 64) continue;
    try {
      if (await verifySignature(publicKey, signature as SignatureBytes, message)) return true;
    } catch {
      // An unusable key or signature is simply not a valid signature.
    }
  }
  return false;
}
