import { createPublicKey, verify } from 'node:crypto';
import { getAddressEncoder, getBase64Decoder } from '@solana/kit';
import type { WireTransaction } from './transaction-wire.js';

function base64Url(bytes: Uint8Array): string {
  return getBase64Decoder()
    .decode(bytes)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function verifyEd25519(publicKey: Uint8Array, signature: Uint8Array, message: Uint8Array): boolean {
  try {
    // JWK takes the raw 32-byte key without hand-built DER.
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: base64Url(publicKey) },
      format: 'jwk',
    });
    return verify(null, message, key, signature);
  } catch {
    return false; // not a valid curve point: no signature verifies against it
  }
}

/**
 * Checks every signature against its signer's key over the message bytes, synchronously (node's
 * ed25519), as the validator does before preflight.
 */
export function verifyTransactionSignatures(transaction: WireTransaction): boolean {
  const encoder = getAddressEncoder();
  return transaction.signatures.every((signature, index) => {
    const signer = transaction.message.staticAccounts[index];
    return (
      signer !== undefined &&
      verifyEd25519(new Uint8Array(encoder.encode(signer)), signature, transaction.messageBytes)
    );
  });
}
