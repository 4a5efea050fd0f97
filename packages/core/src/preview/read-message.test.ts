import { createNoopSigner } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { describe, expect, it } from 'vitest';
import { testAddress, wireTransaction } from './preview-transactions.fixture.js';
import { readMessage } from './read-message.js';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('readMessage', () => {
  it('shows UTF-8 as text', () => {
    expect(readMessage(utf8('Sign in to Acme\n\tnonce: 42 ✓ ünïcödé'))).toEqual({
      kind: 'text',
      text: 'Sign in to Acme\n\tnonce: 42 ✓ ünïcödé',
      hasHiddenCharacters: false,
      looksLikeTransaction: false,
    });
    expect(readMessage(new Uint8Array())).toMatchObject({ kind: 'text', text: '' });
  });

  it.each([
    ['a NUL', '\u0000'],
    ['an escape', '\u001b[2J'],
    ['a DEL', '\u007f'],
    ['a C1 control', '\u0085'],
    ['a left-to-right mark', '\u200e'],
    ['a right-to-left mark', '\u200f'],
    ['a right-to-left override', '\u202e'],
    ['a bidi isolate', '\u2066'],
    ['a pop directional isolate', '\u2069'],
    ['a zero-width space', '\u200b'],
    ['a zero-width joiner', '\u200d'],
    ['a byte order mark', '\ufeff'],
    ['a soft hyphen', '\u00ad'],
    ['an Arabic letter mark', '\u061c'],
    ['a word joiner', '\u2060'],
    ['an invisible separator', '\u2063'],
  ])('flags %s as hidden', (_name, character) => {
    const shown = readMessage(utf8(`Send 1 SOL${character} to Bob`));
    expect(shown).toMatchObject({ kind: 'text', hasHiddenCharacters: true });
    // The text is kept whole: the view decides how to show what hides.
    expect(shown.kind === 'text' && shown.text).toBe(`Send 1 SOL${character} to Bob`);
  });

  it('keeps a leading byte order mark in the text, and flags it', () => {
    expect(readMessage(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toMatchObject({
      text: '\ufeffA',
      hasHiddenCharacters: true,
    });
  });

  it('shows bytes that are not UTF-8 as lower-case hex', () => {
    expect(readMessage(new Uint8Array([0x00, 0xab, 0xff, 0x10]))).toEqual({
      kind: 'binary',
      length: 4,
      hex: '00abff10',
      looksLikeTransaction: false,
    });
    // A lone surrogate's encoding and an overlong form are not UTF-8.
    expect(readMessage(new Uint8Array([0xed, 0xa0, 0x80])).kind).toBe('binary');
    expect(readMessage(new Uint8Array([0xc0, 0xaf])).kind).toBe('binary');
  });

  it('says when the bytes would be a transaction', () => {
    const bytes = wireTransaction(
      [
        getTransferSolInstruction({
          source: createNoopSigner(testAddress(1)),
          destination: testAddress(2),
          amount: 1n,
        }),
      ],
      { feePayer: testAddress(1), version: 'legacy' },
    );
    expect(readMessage(bytes)).toMatchObject({ kind: 'binary', looksLikeTransaction: true });
  });
});
