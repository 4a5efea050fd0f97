// The wallet's side of an MWA session (PROTOCOLS §9), as Solana Mobile's
// mobile-wallet-adapter-protocol 2.3.0 speaks it: the dapp's HELLO_REQ is its ephemeral P-256
// ECDH key signed by its association key; the wallet answers with its own ECDH key and, for v1,
// the session properties encrypted as its first message. The key is HKDF-SHA256 over the ECDH
// secret, salted with the association key, with empty info, for AES-128-GCM; every frame is a
// 4-byte big-endian sequence number (also the AAD) ‖ 12-byte IV ‖ ciphertext, and each side's
// numbers go 1, 2, 3… (the package checks ours; we check theirs, so a replay is refused).

const P256_POINT_BYTES = 65;
const P1363_SIGNATURE_BYTES = 64;
const SEQUENCE_BYTES = 4;
const IV_BYTES = 12;

/** An established session: decrypts the dapp's frames in order, encrypts the wallet's. */
export interface MwaWalletSession {
  /** What the wallet sends back to the HELLO_REQ (its key, then the v1 session properties). */
  readonly helloResponse: Uint8Array<ArrayBuffer>;
  /** The dapp's next JSON-RPC request; refuses a frame out of sequence or not ours to read. */
  decrypt(frame: Uint8Array<ArrayBuffer>): Promise<unknown>;
  /** The wallet's next message (its sequence number is the next of its own). */
  encrypt(message: unknown): Promise<Uint8Array<ArrayBuffer>>;
}

/**
 * Accepts a dapp's HELLO_REQ for an association: checks its ECDH key is signed by the
 * association key, then derives the session key from a fresh ECDH key pair of the wallet's.
 *
 * @throws {Error} when the HELLO_REQ is malformed or its signature is not the association key's.
 */
export async function acceptMwaHello(
  helloRequest: Uint8Array<ArrayBuffer>,
  associationPublicKey: Uint8Array<ArrayBuffer>,
  { protocolVersion = 'v1' }: { protocolVersion?: 'v1' | 'legacy' } = {},
): Promise<MwaWalletSession> {
  if (helloRequest.length !== P256_POINT_BYTES + P1363_SIGNATURE_BYTES)
    throw new Error('a HELLO_REQ is a 65-byte key and a 64-byte signature');
  const dappKeyBytes = helloRequest.slice(0, P256_POINT_BYTES);
  const associationKey = await crypto.subtle.importKey(
    'raw',
    associationPublicKey,
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['verify'],
  );
  const signed = await crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    associationKey,
    helloRequest.slice(P256_POINT_BYTES),
    dappKeyBytes,
  );
  if (!signed) throw new Error("the HELLO_REQ's key is not signed by the association key");
  const dappKey = await crypto.subtle.importKey(
    'raw',
    dappKeyBytes,
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    [],
  );
  const walletKeys = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, [
    'deriveBits',
  ]);
  const secret = await crypto.subtle.deriveBits(
    { name: 'ECDH', public: dappKey },
    walletKeys.privateKey,
    256,
  );
  const hkdfKey = await crypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveKey']);
  const key = await crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: associationPublicKey, info: new Uint8Array() },
    hkdfKey,
    { name: 'AES-GCM', length: 128 },
    false,
    ['encrypt', 'decrypt'],
  );
  let sent = 0;
  let received = 0;
  const encrypt = async (message: unknown) => {
    sent += 1;
    const sequence = new Uint8Array(SEQUENCE_BYTES);
    new DataView(sequence.buffer).setUint32(0, sent, false);
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const plaintext = new TextEncoder().encode(JSON.stringify(message));
    const sealed = new Uint8Array(
      await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: sequence, tagLength: 128 },
        key,
        plaintext,
      ),
    );
    return concat(sequence, iv, sealed);
  };
  const walletKeyBytes = new Uint8Array(await crypto.subtle.exportKey('raw', walletKeys.publicKey));
  const properties = protocolVersion === 'v1' ? await encrypt({ v: 'v1' }) : new Uint8Array();
  return {
    helloResponse: concat(walletKeyBytes, properties),
    encrypt,
    async decrypt(frame) {
      if (frame.length < SEQUENCE_BYTES + IV_BYTES + 16) throw new Error('a frame too short');
      const sequence = frame.slice(0, SEQUENCE_BYTES);
      const number = new DataView(sequence.buffer).getUint32(0, false);
      if (number !== received + 1)
        throw new Error(`a frame out of sequence: ${number} after ${received}`);
      let plaintext: ArrayBuffer;
      try {
        plaintext = await crypto.subtle.decrypt(
          {
            name: 'AES-GCM',
            iv: frame.slice(SEQUENCE_BYTES, SEQUENCE_BYTES + IV_BYTES),
            additionalData: sequence,
            tagLength: 128,
          },
          key,
          frame.slice(SEQUENCE_BYTES + IV_BYTES),
        );
      } catch {
        throw new Error('a frame this session cannot read');
      }
      received = number;
      return JSON.parse(new TextDecoder().decode(plaintext));
    },
  };
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
