import { base64urlnopad } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { base64UrlOf, bytesOfBase64Url } from './base64url-bytes.js';

describe('base64url bytes', () => {
  it('spells bytes as @scure/base does, and reads them back, padded or not', () => {
    for (let length = 0; length < 70; length += 1) {
      const bytes = crypto.getRandomValues(new Uint8Array(length));
      const text = base64UrlOf(bytes);
      expect(text).toBe(base64urlnopad.encode(bytes));
      expect(bytesOfBase64Url(text)).toEqual(bytes);
      expect(bytesOfBase64Url(text + '='.repeat((4 - (text.length % 4)) % 4))).toEqual(bytes);
    }
  });

  it('refuses text that is not base64url', () => {
    expect(() => bytesOfBase64Url('a')).toThrow();
    expect(() => bytesOfBase64Url('ab$d')).toThrow();
  });
});
