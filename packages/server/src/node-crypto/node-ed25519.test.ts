import {
  type Address,
  address,
  generateKeyPairSigner,
  getAddressEncoder,
  getBase58Decoder,
  isOffCurveAddress,
  signBytes,
  verifySignature,
} from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { signEd25519, verifiesEd25519 } from './node-ed25519.js';

// Node's synchronous Ed25519 against WebCrypto's, which Kit uses: the same signatures, the same
// verdicts.

describe('Ed25519 on Node’s crypto', () => {
  it('signs exactly as WebCrypto does, with a non-extractable key, and verifies what it signed', async () => {
    const signer = await generateKeyPairSigner();
    expect(signer.keyPair.privateKey.extractable).toBe(false);
    const message = new TextEncoder().encode('sponsor me');
    const signature = signEd25519(signer.keyPair.privateKey, message);
    expect(signature).toEqual(await signBytes(signer.keyPair.privateKey, message));
    expect(await verifySignature(signer.keyPair.publicKey, signature, message)).toBe(true);
    expect(verifiesEd25519(signer.address, signature, message)).toBe(true);
    // Signed twice with the cached key: the same bytes (Ed25519 is deterministic).
    expect(signEd25519(signer.keyPair.privateKey, message)).toEqual(signature);
  });

  it('refuses another message, another key, a flipped bit and an address off the curve', async () => {
    const signer = await generateKeyPairSigner();
    const other = await generateKeyPairSigner();
    const message = new TextEncoder().encode('sponsor me');
    const signature = await signBytes(signer.keyPair.privateKey, message);
    expect(
      verifiesEd25519(signer.address, signature, new TextEncoder().encode('sponsor you')),
    ).toBe(false);
    expect(verifiesEd25519(other.address, signature, message)).toBe(false);
    const flipped = new Uint8Array(signature);
    flipped[10] = (flipped[10] as number) ^ 1;
    expect(verifiesEd25519(signer.address, flipped, message)).toBe(false);
    expect(verifiesEd25519(signer.address, signature.slice(0, 63), message)).toBe(false);
    // A program-derived address is not a curve point: nothing verifies with it.
    const offCurve = address('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T');
    expect(isOffCurveAddress(offCurve)).toBe(true);
    expect(verifiesEd25519(offCurve, signature, message)).toBe(false);
    // Not an address at all: 31 or 33 bytes of base58, a character outside it.
    const bytes = getAddressEncoder().encode(signer.address);
    for (const wrong of [bytes.slice(0, 31), new Uint8Array([...bytes, 1])]) {
      const text = getBase58Decoder().decode(wrong) as Address;
      expect(verifiesEd25519(text, signature, message)).toBe(false);
    }
    expect(verifiesEd25519(`${signer.address.slice(1)}0` as Address, signature, message)).toBe(
      false,
    );
  });
});
