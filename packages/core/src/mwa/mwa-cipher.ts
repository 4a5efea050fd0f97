// An MWA session's encryption (PROTOCOLS §9), the dapp's side: each frame is a 4-byte big-endian
// sequence number (also the AES-GCM additional data) ‖ a 12-byte IV ‖ the ciphertext and its
// 16-byte tag. Each side numbers its own frames 1, 2, 3…; the wallet's first is its session
// properties. A frame out of that order is refused before it is decrypted, so a replayed or
// skipped frame never reaches the caller.

const SEQUENCE_BYTES = 4;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Encrypts the dapp's frames and decrypts the wallet's, each strictly in sequence. */
export interface MwaCipher {
  /** Seals `message` (JSON) as frame `sequence`. */
  seal(sequence: number, message: unknown): Promise<Uint8Array<ArrayBuffer>>;
  /**
   * Opens the wallet's next frame.
   *
   * @throws {Error} 'out of sequence' or 'unreadable' (another key, or tampered).
   */
  open(frame: Uint8Array<ArrayBuffer>): Promise<unknown>;
}

/**
 * Derives the session key from the dapp's ECDH private key and the wallet's HELLO_RSP key:
 * HKDF-SHA256 over the ECDH secret, salted with the association public key, empty info, for
 * AES-128-GCM. (The specification leaves HKDF's parameters unnamed; these are what Solana
 * Mobile's package and the wallets use.)
 */
export async function createMwaCipher(
  dappPrivateKey: CryptoKey,
  walletPublicKey: Uint8Array<ArrayBuffer>,
  associationPublicKey: Uint8Array<ArrayBuffer>,
): Promise<MwaCipher> {
  const subtle = crypto.subtle;
  const walletKey = await subtle.importKey(
    'raw',
    walletPublicKey,
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    [],
  );
  const secret = await subtle.deriveBits({ name: 'ECDH', public: walletKey }, dappPrivateKey, 256);
  const key = await subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: associationPublicKey, info: new Uint8Array() },
    await subtle.importKey('raw', secret, 'HKDF', false, ['deriveKey']),
    { name: 'AES-GCM', length: 128 },
    false,
    ['encrypt', 'decrypt'],
  );
  let opened = 0;
  return {
    async seal(sequence, message) {
      const frame = new Uint8Array(SEQUENCE_BYTES + IV_BYTES);
      new DataView(frame.buffer).setUint32(0, sequence);
      const iv = crypto.getRandomValues(frame.subarray(SEQUENCE_BYTES));
      const sealed = await subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: frame.subarray(0, SEQUENCE_BYTES) },
        key,
        new TextEncoder().encode(JSON.stringify(message)),
      );
      const out = new Uint8Array(frame.length + sealed.byteLength);
      out.set(frame);
      out.set(new Uint8Array(sealed), frame.length);
      return out;
    },
    async open(frame) {
      if (frame.length < SEQUENCE_BYTES + IV_BYTES + TAG_BYTES) throw new Error('unreadable');
      const sequence = new DataView(frame.buffer, frame.byteOffset).getUint32(0);
      if (sequence !== opened + 1) throw new Error('out of sequence');
      let plaintext: ArrayBuffer;
      try {
        plaintext = await subtle.decrypt(
          {
            name: 'AES-GCM',
            iv: frame.subarray(SEQUENCE_BYTES, SEQUENCE_BYTES + IV_BYTES),
            additionalData: frame.subarray(0, SEQUENCE_BYTES),
          },
          key,
          frame.subarray(SEQUENCE_BYTES + IV_BYTES),
        );
      } catch {
        throw new Error('unreadable');
      }
      opened = sequence;
      return JSON.parse(new TextDecoder().decode(plaintext));
    },
  };
}
