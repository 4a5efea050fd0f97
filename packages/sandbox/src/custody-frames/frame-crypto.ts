/// <reference lib="dom" />
import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { getBase58Encoder } from '@solana/kit';

const suite = new CipherSuite({
  kem: new DhkemP256HkdfSha256(),
  kdf: new HkdfSha256(),
  aead: new Aes256Gcm(),
});
const INFO = new TextEncoder().encode('turnkey_hpke');

/** The frame's embedded key: an ECDH P-256 pair whose private half script cannot read. */
export interface EmbeddedKey {
  readonly pair: CryptoKeyPair;
  /** Uncompressed SEC1 hex — the `targetPublicKey` bundles are sealed to. */
  readonly publicKey: string;
}

/** Makes a fresh embedded key (kept in this frame's memory only, never in storage). */
export async function createEmbeddedKey(): Promise<EmbeddedKey> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, [
    'deriveBits',
  ]);
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  return { pair, publicKey: bytesToHex(raw) };
}

/**
 * Opens an HPKE seal made to the embedded key: DHKEM(P-256)/HKDF-SHA256/AES-256-GCM, info
 * "turnkey_hpke", AAD = encapsulated key ‖ receiver key (both uncompressed), by `@hpke/core`.
 */
export async function hpkeOpen(
  key: EmbeddedKey,
  enc: Uint8Array,
  ciphertext: Uint8Array,
): Promise<Uint8Array> {
  const encUncompressed = enc.length === 33 ? p256.Point.fromBytes(enc).toBytes(false) : enc;
  const receiver = hexToBytes(key.publicKey);
  const recipient = await suite.createRecipientContext({
    recipientKey: key.pair,
    enc: encUncompressed.slice().buffer,
    info: INFO.slice().buffer,
  });
  const aad = new Uint8Array([...encUncompressed, ...receiver]);
  return new Uint8Array(await recipient.open(ciphertext.slice().buffer, aad.slice().buffer));
}

/**
 * Reads a credential bundle: base58check of (compressed encapsulated key ‖ ciphertext).
 *
 * @throws {Error} when the checksum does not match.
 */
export async function decodeCredentialBundle(
  bundle: string,
): Promise<{ enc: Uint8Array; ciphertext: Uint8Array }> {
  const bytes = new Uint8Array(getBase58Encoder().encode(bundle.trim()));
  const payload = bytes.subarray(0, bytes.length - 4);
  const checksum = bytes.subarray(bytes.length - 4);
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', await crypto.subtle.digest('SHA-256', payload)),
  );
  if (payload.length < 34 || !checksum.every((byte, i) => byte === digest[i])) {
    throw new Error('The credential bundle is damaged');
  }
  return { enc: payload.subarray(0, 33), ciphertext: payload.subarray(33) };
}

/**
 * Imports a P-256 private scalar as a non-extractable ECDSA signing key, with its compressed
 * public key.
 */
export async function importSigningKey(
  scalar: Uint8Array,
): Promise<{ key: CryptoKey; publicKey: string }> {
  const point = p256.getPublicKey(scalar, false);
  const b64url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '');
  const publicKey = bytesToHex(p256.Point.fromBytes(point).toBytes(true));
  const key = await crypto.subtle.importKey(
    'jwk',
    {
      kty: 'EC',
      crv: 'P-256',
      d: b64url(scalar),
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33)),
    },
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['sign'],
  );
  // Only the non-extractable key remains; the scalar's bytes are wiped.
  scalar.fill(0);
  return { key, publicKey };
}
