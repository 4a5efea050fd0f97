import { getBase58Encoder, getBase64Encoder } from '@solana/kit';

// A 64-byte signature is at most 88 characters in either encoding; longer text is not one
// (and base58 decoding grows quadratically with the length).
const MAX_SIGNATURE_TEXT_LENGTH = 100;

function decodeOr(decode: () => Uint8Array): Uint8Array | undefined {
  try {
    const bytes = decode();
    return bytes.length === 64 ? new Uint8Array(bytes) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Decodes a signature sent as text: the 64-byte readings of it as base58 and as base64
 * (standard or URL-safe, padded or not). A string can read as both; the verifier tries each.
 */
export function decodeSignatureText(text: string): Uint8Array[] {
  if (typeof text !== 'string' || text.length > MAX_SIGNATURE_TEXT_LENGTH) return [];
  const candidates: Uint8Array[] = [];
  const base58 = decodeOr(() => new Uint8Array(getBase58Encoder().encode(text)));
  if (base58) candidates.push(base58);
  const base64 = decodeOr(
    () => new Uint8Array(getBase64Encoder().encode(text.replace(/-/g, '+').replace(/_/g, '/'))),
  );
  if (base64) candidates.push(base64);
  return candidates;
}
