/**
 * Encodes a 64-byte signature as the base58 transaction id. The codec loads on first use, so the
 * connect path does not ship it.
 */
export async function encodeSignature(signature: Uint8Array): Promise<string> {
  const { toBase58 } = await import('../transactions/transaction-codecs.js');
  return toBase58(signature);
}
