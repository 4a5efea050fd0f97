import { describe, expect, it } from 'vitest';
import { parseMwaAssociationUri } from './mwa-association-uri.js';
import { acceptMwaHello } from './mwa-wallet-session.js';

// The dapp's side below does what @solana-mobile/mobile-wallet-adapter-protocol 2.3.0 does
// (createHelloReq, parseHelloRsp, encryptMessage; lib/esm/index.js), with WebCrypto as there.

async function dapp() {
  const association = await crypto.subtle.generateKey(
    { name: 'ECDSA', namedCurve: 'P-256' },
    true,
    ['sign', 'verify'],
  );
  const associationPublicKey = new Uint8Array(
    await crypto.subtle.exportKey('raw', association.publicKey),
  );
  const ecdh = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, [
    'deriveBits',
  ]);
  const ecdhPublic = new Uint8Array(await crypto.subtle.exportKey('raw', ecdh.publicKey));
  const helloSignature = new Uint8Array(
    await crypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      association.privateKey,
      ecdhPublic,
    ),
  );
  const helloRequest = new Uint8Array([...ecdhPublic, ...helloSignature]);
  const uri = `solana-wallet:/v1/associate/local?association=${Buffer.from(associationPublicKey)
    .toString('base64')
    .replace(/[/+=]/g, (c) => ({ '/': '_', '+': '-', '=': '.' })[c] as string)}&port=51234&v=v1`;
  const sessionKey = async (helloResponse: Uint8Array<ArrayBuffer>) => {
    const walletKey = await crypto.subtle.importKey(
      'raw',
      helloResponse.slice(0, 65),
      { name: 'ECDH', namedCurve: 'P-256' },
      false,
      [],
    );
    const secret = await crypto.subtle.deriveBits(
      { name: 'ECDH', public: walletKey },
      ecdh.privateKey,
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
  };
  const seal = async (key: CryptoKey, sequence: number, message: unknown) => {
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
  };
  const open = async (key: CryptoKey, frame: Uint8Array<ArrayBuffer>) => ({
    sequence: new DataView(frame.buffer, frame.byteOffset).getUint32(0, false),
    message: JSON.parse(
      new TextDecoder().decode(
        await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: frame.slice(4, 16), additionalData: frame.slice(0, 4) },
          key,
          frame.slice(16),
        ),
      ),
    ),
  });
  return { uri, associationPublicKey, helloRequest, sessionKey, seal, open };
}

describe('the sandbox wallet’s MWA session', () => {
  it('reads the association URI the dapp hands over', async () => {
    const { uri, associationPublicKey } = await dapp();
    expect(parseMwaAssociationUri(uri)).toEqual({
      associationPublicKey,
      kind: 'local',
      port: 51234,
      versions: ['v1'],
    });
    expect(() => parseMwaAssociationUri(uri.replace('port=51234', 'port=8080'))).toThrow(
      'the association port is not in 49152–65535',
    );
    expect(() =>
      parseMwaAssociationUri(uri.replace(/association=[^&]+/, 'association=AAAA')),
    ).toThrow('the association key is not an uncompressed P-256 point');
    expect(() => parseMwaAssociationUri('https://example.com/v1/associate/local')).toThrow(
      'not an MWA association URI',
    );
  });

  it('answers a signed HELLO_REQ with a key the dapp shares, and v1 session properties', async () => {
    const peer = await dapp();
    const session = await acceptMwaHello(peer.helloRequest, peer.associationPublicKey);
    const key = await peer.sessionKey(session.helloResponse);
    // The session properties are the wallet's first message: sequence 1.
    expect(await peer.open(key, session.helloResponse.slice(65))).toEqual({
      sequence: 1,
      message: { v: 'v1' },
    });
    const request = { jsonrpc: '2.0', id: 1, method: 'get_capabilities', params: {} };
    expect(await session.decrypt(await peer.seal(key, 1, request))).toEqual(request);
    const answer = await session.encrypt({
      jsonrpc: '2.0',
      id: 1,
      result: { max_messages_per_request: 1 },
    });
    expect(await peer.open(key, answer)).toEqual({
      sequence: 2,
      message: { jsonrpc: '2.0', id: 1, result: { max_messages_per_request: 1 } },
    });
  });

  it('refuses a HELLO_REQ not signed by the association key, and a malformed one', async () => {
    const peer = await dapp();
    const other = await dapp();
    await expect(acceptMwaHello(other.helloRequest, peer.associationPublicKey)).rejects.toThrow(
      "the HELLO_REQ's key is not signed by the association key",
    );
    await expect(
      acceptMwaHello(peer.helloRequest.slice(0, 100), peer.associationPublicKey),
    ).rejects.toThrow('a HELLO_REQ is a 65-byte key and a 64-byte signature');
  });

  it('refuses a replayed, skipped, tampered or foreign frame', async () => {
    const peer = await dapp();
    const session = await acceptMwaHello(peer.helloRequest, peer.associationPublicKey);
    const key = await peer.sessionKey(session.helloResponse);
    const first = await peer.seal(key, 1, { id: 1 });
    await session.decrypt(first);
    await expect(session.decrypt(first)).rejects.toThrow('a frame out of sequence: 1 after 1');
    await expect(session.decrypt(await peer.seal(key, 3, { id: 3 }))).rejects.toThrow(
      'a frame out of sequence: 3 after 1',
    );
    const tampered = await peer.seal(key, 2, { id: 2 });
    tampered.set([(tampered.at(-1) ?? 0) ^ 1], tampered.length - 1);
    await expect(session.decrypt(tampered)).rejects.toThrow('a frame this session cannot read');
    const stranger = await dapp();
    const strangerKey = await stranger.sessionKey(
      (await acceptMwaHello(stranger.helloRequest, stranger.associationPublicKey)).helloResponse,
    );
    await expect(session.decrypt(await peer.seal(strangerKey, 2, { id: 2 }))).rejects.toThrow(
      'a frame this session cannot read',
    );
    // Refusals consume nothing: the next good frame is still read.
    expect(await session.decrypt(await peer.seal(key, 2, { id: 2 }))).toEqual({ id: 2 });
  });
});
