/**
 * SEC1 compression of an uncompressed P-256 public key (`04 ‖ x ‖ y` → `02|03 ‖ x`, by the
 * parity of y). Pure byte layout — no curve arithmetic — so the custody path does not ship a
 * curve library just to name its key (tests check it against @noble/curves).
 *
 * @throws {Error} when the input is not a 65-byte uncompressed point.
 */
export function compressP256PublicKey(uncompressed: Uint8Array): Uint8Array {
  if (uncompressed.length !== 65 || uncompressed[0] !== 0x04) {
    throw new Error('Expected a 65-byte uncompressed P-256 public key');
  }
  const compressed = new Uint8Array(33);
  compressed[0] = ((uncompressed[64] as number) & 1) === 1 ? 0x03 : 0x02;
  compressed.set(uncompressed.subarray(1, 33), 1);
  return compressed;
}

function derInteger(bytes: Uint8Array): Uint8Array {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  const trimmed = bytes.subarray(start);
  // A set high bit would read as negative: DER prefixes a zero byte.
  const pad = ((trimmed[0] as number) & 0x80) !== 0 ? 1 : 0;
  const out = new Uint8Array(2 + pad + trimmed.length);
  out[0] = 0x02;
  out[1] = pad + trimmed.length;
  out.set(trimmed, 2 + pad);
  return out;
}

/**
 * Re-encodes a WebCrypto ECDSA P-256 signature (IEEE P1363 `r ‖ s`, 64 bytes) as ASN.1 DER
 * (`SEQUENCE { INTEGER r, INTEGER s }`), the form the provider's stamps carry.
 *
 * @throws {Error} when the input is not 64 bytes.
 */
export function p1363ToDer(signature: Uint8Array): Uint8Array {
  if (signature.length !== 64) throw new Error('Expected a 64-byte P-256 signature');
  const r = derInteger(signature.subarray(0, 32));
  const s = derInteger(signature.subarray(32));
  const der = new Uint8Array(2 + r.length + s.length);
  der[0] = 0x30;
  der[1] = r.length + s.length;
  der.set(r, 2);
  der.set(s, 2 + r.length);
  return der;
}
