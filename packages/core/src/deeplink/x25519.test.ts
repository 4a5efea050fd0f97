import { x25519 as nobleX25519 } from '@noble/curves/ed25519.js';
import { hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { x25519 } from './x25519.js';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('x25519 without the Edwards curve', () => {
  it("gives RFC 7748's answers (§5.2 and the §6.1 Diffie-Hellman)", () => {
    expect(
      hex(
        x25519.scalarMult(
          hexToBytes('a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4'),
          hexToBytes('e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c'),
        ),
      ),
    ).toBe('c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552');
    const alice = hexToBytes('77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a');
    const bob = hexToBytes('5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb');
    expect(hex(x25519.getPublicKey(alice))).toBe(
      '8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a',
    );
    expect(hex(x25519.getSharedSecret(alice, x25519.getPublicKey(bob)))).toBe(
      '4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742',
    );
  });

  it("agrees with noble's own x25519 on random keys", () => {
    for (let i = 0; i < 20; i++) {
      const a = x25519.utils.randomSecretKey();
      const b = nobleX25519.utils.randomSecretKey();
      expect(hex(x25519.getPublicKey(a))).toBe(hex(nobleX25519.getPublicKey(a)));
      expect(hex(x25519.getSharedSecret(a, nobleX25519.getPublicKey(b)))).toBe(
        hex(nobleX25519.getSharedSecret(a, nobleX25519.getPublicKey(b))),
      );
    }
  });
});
