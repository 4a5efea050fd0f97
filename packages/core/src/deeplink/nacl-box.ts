import { hsalsa, xsalsa20poly1305 } from '@noble/ciphers/salsa.js';
import { getBase58Decoder } from '@solana/kit';
import { LATCHKEY_ERROR__DEEPLINK__UNABLE_TO_DECRYPT } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { x25519 } from './x25519.js';

/**
 * Base58 text of bytes (kit's codec, which the page already carries for addresses), reached
 * through this chunk: only a deep-link request or answer needs it.
 */
export const base58 = {
  encode: (bytes: Uint8Array): string => getBase58Decoder().decode(bytes),
};

// "expand 32-byte k" as little-endian words: the constant NaCl's box.before feeds HSalsa20.
const SIGMA = new Uint32Array([0x61707865, 0x3320646e, 0x79622d32, 0x6b206574]);

/** Byte length of a NaCl box nonce. */
export const BOX_NONCE_LENGTH = 24;

function toWords(bytes: Uint8Array): Uint32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Uint32Array.from({ length: bytes.length / 4 }, (_, i) => view.getUint32(i * 4, true));
}

function fromWords(words: Uint32Array): Uint8Array {
  const bytes = new Uint8Array(words.length * 4);
  const view = new DataView(bytes.buffer);
  for (const [i, word] of words.entries()) view.setUint32(i * 4, word, true);
  return bytes;
}

/**
 * NaCl's `box.before`: the 32-byte key a Phantom deep-link session encrypts with, from the dapp's
 * X25519 secret key and the wallet's X25519 public key (HSalsa20 over the X25519 shared point),
 * composed from @noble's primitives.
 */
export function deriveSharedSecret(secretKey: Uint8Array, publicKey: Uint8Array): Uint8Array {
  const point = x25519.getSharedSecret(secretKey, publicKey);
  const out = new Uint32Array(8);
  hsalsa(SIGMA, toWords(point), new Uint32Array(4), out);
  return fromWords(out);
}

/** Makes a fresh X25519 key pair for one deep-link session. */
export function generateEncryptionKeyPair(): { secretKey: Uint8Array; publicKey: Uint8Array } {
  const secretKey = x25519.utils.randomSecretKey();
  return { secretKey, publicKey: x25519.getPublicKey(secretKey) };
}

/** NaCl's `box.after`: encrypts UTF-8 JSON with a fresh 24-byte nonce (tag ‖ ciphertext). */
export function sealJson(
  sharedSecret: Uint8Array,
  value: unknown,
): { nonce: Uint8Array; box: Uint8Array } {
  const nonce = crypto.getRandomValues(new Uint8Array(BOX_NONCE_LENGTH));
  const plaintext = new TextEncoder().encode(JSON.stringify(value));
  return { nonce, box: xsalsa20poly1305(sharedSecret, nonce).encrypt(plaintext) };
}

/**
 * NaCl's `box.open.after` followed by JSON parsing. Anything wrong — a bad tag, a wrong key, a
 * nonce of the wrong size, bytes that are not UTF-8 JSON — is 'Unable to decrypt data'.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__DEEPLINK__UNABLE_TO_DECRYPT`.
 */
export function openJson(sharedSecret: Uint8Array, box: Uint8Array, nonce: Uint8Array): unknown {
  try {
    if (nonce.length !== BOX_NONCE_LENGTH) throw new Error('nonce must be 24 bytes');
    const plaintext = xsalsa20poly1305(sharedSecret, nonce).decrypt(box);
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plaintext));
  } catch (cause) {
    throw new LatchkeyError(LATCHKEY_ERROR__DEEPLINK__UNABLE_TO_DECRYPT, { cause });
  }
}
