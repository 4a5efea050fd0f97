import { describe, expect, it } from 'vitest';
import { revealHiddenCharacters } from './reveal-hidden-characters.js';

describe('revealHiddenCharacters', () => {
  it('leaves plain text, line breaks and tabs whole', () => {
    expect(revealHiddenCharacters('Sign in to Acme\r\n\tNonce: 1')).toEqual([
      { text: 'Sign in to Acme\r\n\tNonce: 1' },
    ]);
    expect(revealHiddenCharacters('')).toEqual([]);
  });

  it('names overrides, zero-width marks and controls by code point', () => {
    expect(revealHiddenCharacters('pay \u202Eevil\u202C to\u200B me\u0000')).toEqual([
      { text: 'pay ' },
      { hidden: 'U+202E' },
      { text: 'evil' },
      { hidden: 'U+202C' },
      { text: ' to' },
      { hidden: 'U+200B' },
      { text: ' me' },
      { hidden: 'U+0000' },
    ]);
    expect(revealHiddenCharacters('\uFEFF\u2066x')).toEqual([
      { hidden: 'U+FEFF' },
      { hidden: 'U+2066' },
      { text: 'x' },
    ]);
  });
});
