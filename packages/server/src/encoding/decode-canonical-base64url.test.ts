import { describe, expect, it } from 'vitest';
import { decodeCanonicalBase64Url } from './decode-canonical-base64url.js';

describe('decodeCanonicalBase64Url', () => {
  it('reads the one spelling of each byte string', () => {
    const bytes = crypto.getRandomValues(new Uint8Array(65));
    for (let length = 0; length <= bytes.length; length++) {
      const slice = bytes.slice(0, length);
      const text = Buffer.from(slice).toString('base64url');
      expect(decodeCanonicalBase64Url(text)).toEqual(slice);
    }
  });

  it('refuses padding, the wrong alphabet, stray characters and set unused bits', () => {
    for (const text of ['AA==', 'AA=', 'A+8', 'A/8', 'A A', 'AA\n', 'A', 'AB', 'AAB', '_w_']) {
      expect([text, decodeCanonicalBase64Url(text)]).toEqual([text, undefined]);
    }
  });

  it('gives every respelling of a 256-byte signature’s last character no second reading', () => {
    const signature = Buffer.from(crypto.getRandomValues(new Uint8Array(256))).toString(
      'base64url',
    );
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const spellings = [...alphabet].map((last) => signature.slice(0, -1) + last);
    // Node's decoder reads 16 of them as the same bytes; only the canonical one is read here.
    const sameForNode = spellings.filter((text) =>
      Buffer.from(text, 'base64url').equals(Buffer.from(signature, 'base64url')),
    );
    expect(sameForNode).toHaveLength(16);
    expect(sameForNode.filter((text) => decodeCanonicalBase64Url(text))).toEqual([signature]);
  });
});
