import { describe, expect, it } from 'vitest';
import { parseMwaAssociationUri } from './mwa-association-uri.js';
import {
  createDappHello,
  deriveDappSessionKey,
  openWalletFrame,
  sealDappFrame,
} from './mwa-test-dapp-crypto.fixture.js';
import { acceptMwaHello } from './mwa-wallet-session.js';

// The dapp's side is the tests' (mwa-test-dapp-crypto.fixture.ts), as Solana Mobile's
// @solana-mobile/mobile-wallet-adapter-protocol 2.3.0 does it.

async function dapp() {
  const association = await crypto.subtle.generateKey(
    { name: 'ECDSA', namedCurve: 'P-256' },
    true,
    ['sign', 'verify'],
  );
  const associationPublicKey = new Uint8Array(
    await crypto.subtle.exportKey('raw', association.publicKey),
  );
  const { helloRequest, ecdhPrivateKey } = await createDappHello(association.privateKey);
  const uri = `solana-wallet:/v1/associate/local?association=${Buffer.from(associationPublicKey)
    .toString('base64')
    .replace(/[/+=]/g, (c) => ({ '/': '_', '+': '-', '=': '.' })[c] as string)}&port=51234&v=v1`;
  const sessionKey = (helloResponse: Uint8Array<ArrayBuffer>) =>
    deriveDappSessionKey(helloResponse, ecdhPrivateKey, associationPublicKey);
  const seal = sealDappFrame;
  const open = openWalletFrame;
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
