// For tests: the dapp's side of an MWA session's crypto, as Solana Mobile's package does it
// (createHelloReq, parseHelloRsp, encryptMessage, decryptMessage in
// @solana-mobile/mobile-wallet-adapter-protocol 2.3.0), with WebCrypto as there.

/** A HELLO_REQ: a fresh ECDH P-256 key, signed by the association key. */
export async function createDappHello(associationPrivateKey: CryptoKey) {
  const ecdh = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, [
    'deriveBits',
  ]);
  const ecdhPublic = new Uint8Array(await crypto.subtle.exportKey('raw', ecdh.publicKey));
  const signature = new Uint8Array(
    await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, associationPrivateKey, ecdhPublic),
  );
  return {
    helloRequest: new Uint8Array([...ecdhPublic, ...signature]),
    ecdhPrivateKey: ecdh.privateKey,
  };
}

/**
 * The session key from the wallet's HELLO_RSP: ECDH, then HKDF-SHA256 salted with the
 * association key, for AES-128-GCM.
 */
export async function deriveDappSessionKey(
  helloResponse: Uint8Array<ArrayBuffer>,
  ecdhPrivateKey: CryptoKey,
  associationPublicKey: Uint8Array<ArrayBuffer>,
): Promise<CryptoKey> {
  const walletKey = await crypto.subtle.importKey(
    'raw',
    helloResponse.slice(0, 65),
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    [],
  );
  const secret = await crypto.subtle.deriveBits(
    { name: 'ECDH', public: walletKey },
    ecdhPrivateKey,
    256,
  );
  const hkdf = await crypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: associationPublicKey, info: new Uint8Array() },
    hkdf,
    { name: 'AES-GCM', length: 128 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** One frame of the dapp's: the sequence number (also the additional data) ‖ IV ‖ ciphertext. */
export async function sealDappFrame(key: CryptoKey, sequence: number, message: unknown) {
  const header = new Uint8Array(4);
  new DataView(header.buffer).setUint32(0, sequence, false);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const body = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: header, tagLength: 128 },
      key,
      new TextEncoder().encode(JSON.stringify(message)),
    ),
  );
  return new Uint8Array([...header, ...iv, ...body]);
}

/**
 * Reads one of the wallet's frames: its sequence number and message.
 *
 * @throws {Error} when the frame is not this key's (AES-GCM refuses it).
 */
export async function openWalletFrame(key: CryptoKey, frame: Uint8Array<ArrayBuffer>) {
  const plaintext = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: frame.slice(4, 16), additionalData: frame.slice(0, 4) },
    key,
    frame.slice(16),
  );
  return {
    sequence: new DataView(frame.buffer, frame.byteOffset).getUint32(0, false),
    message: JSON.parse(new TextDecoder().decode(plaintext)) as Record<string, unknown>,
  };
}
