import fc from 'fast-check';
import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import { LATCHKEY_ERROR__DEEPLINK__UNABLE_TO_DECRYPT } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { deriveSharedSecret, generateEncryptionKeyPair, openJson, sealJson } from './nacl-box.js';

// tweetnacl is what the Phantom app speaks; our @noble composition must match it byte for byte.
describe('NaCl box over @noble', () => {
  it('derives the same shared key as nacl.box.before, both ways', () => {
    for (let i = 0; i < 20; i++) {
      const dapp = generateEncryptionKeyPair();
      const wallet = nacl.box.keyPair();
      const ours = deriveSharedSecret(dapp.secretKey, wallet.publicKey);
      expect(ours).toEqual(nacl.box.before(wallet.publicKey, dapp.secretKey));
      expect(deriveSharedSecret(wallet.secretKey, dapp.publicKey)).toEqual(ours);
      expect(dapp.publicKey).toEqual(nacl.box.keyPair.fromSecretKey(dapp.secretKey).publicKey);
    }
  });

  it('seals what tweetnacl opens and opens what tweetnacl seals', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const key = nacl.randomBytes(32);
        const { nonce, box } = sealJson(key, value);
        const opened = nacl.box.open.after(box, nonce, key);
        expect(opened).not.toBeNull();
        expect(JSON.parse(new TextDecoder().decode(opened as Uint8Array))).toEqual(
          JSON.parse(JSON.stringify(value)),
        );
        const theirNonce = nacl.randomBytes(24);
        const theirs = nacl.box.after(
          new TextEncoder().encode(JSON.stringify(value)),
          theirNonce,
          key,
        );
        expect(openJson(key, theirs, theirNonce)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { seed: 1, numRuns: 300 },
    );
  });

  it("says 'Unable to decrypt data' for a tampered box, a wrong key, a bad nonce or non-JSON", () => {
    const key = nacl.randomBytes(32);
    const { nonce, box } = sealJson(key, { ok: true });
    const tampered = box.slice();
    tampered[20] = (tampered[20] as number) ^ 1;
    const notJson = nacl.box.after(new TextEncoder().encode('not json'), nonce, key);
    for (const [k, b, n] of [
      [key, tampered, nonce],
      [nacl.randomBytes(32), box, nonce],
      [key, box, nonce.slice(1)],
      [key, box.slice(0, 10), nonce],
      [key, notJson, nonce],
    ] as const) {
      let error: unknown;
      try {
        openJson(k, b, n);
      } catch (caught) {
        error = caught;
      }
      expect(isLatchkeyError(error, LATCHKEY_ERROR__DEEPLINK__UNABLE_TO_DECRYPT)).toBe(true);
      expect((error as Error).message).toBe('Unable to decrypt data');
    }
  });
});
