import { createSignInMessageText as referenceCreateSignInMessageText } from '@solana/wallet-standard-util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSignInMessageText } from './create-sign-in-message.js';
import { parseSignInMessage } from './parse-sign-in-message.js';
import { looseSignInInputArbitrary, signInFieldsArbitrary } from './sign-in-arbitraries.fixture.js';

const address = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

describe('createSignInMessageText', () => {
  it('writes the header and address alone when nothing else is given', () => {
    expect(createSignInMessageText({ domain: 'example.com', address })).toBe(
      `example.com wants you to sign in with your Solana account:\n${address}`,
    );
  });

  it('writes every field in the fixed order, without a trailing newline', () => {
    const text = createSignInMessageText({
      resources: ['https://example.com/a', 'ipfs://b'],
      requestId: 'r-1',
      notBefore: '2024-01-01T00:00:00.000Z',
      expirationTime: '2024-01-01T00:10:00.000Z',
      issuedAt: '2024-01-01T00:00:00.000Z',
      nonce: 'k3Jd9aQpL0xZ2mN4',
      chainId: 'solana:mainnet',
      version: '1',
      uri: 'https://example.com',
      statement: 'Sign in to Acme',
      address,
      domain: 'example.com:8443',
    });
    expect(text).toBe(
      [
        'example.com:8443 wants you to sign in with your Solana account:',
        address,
        '',
        'Sign in to Acme',
        '',
        'URI: https://example.com',
        'Version: 1',
        'Chain ID: solana:mainnet',
        'Nonce: k3Jd9aQpL0xZ2mN4',
        'Issued At: 2024-01-01T00:00:00.000Z',
        'Expiration Time: 2024-01-01T00:10:00.000Z',
        'Not Before: 2024-01-01T00:00:00.000Z',
        'Request ID: r-1',
        'Resources:',
        '- https://example.com/a',
        '- ipfs://b',
      ].join('\n'),
    );
  });

  it('writes no line for empty fields, and no blank line without a statement', () => {
    expect(
      createSignInMessageText({
        domain: 'example.com',
        address,
        statement: '',
        uri: '',
        nonce: 'abcdefgh',
      }),
    ).toBe(
      `example.com wants you to sign in with your Solana account:\n${address}\n\nNonce: abcdefgh`,
    );
  });

  it("matches wallet-standard's createSignInMessageText on realistic inputs", () => {
    fc.assert(
      fc.property(signInFieldsArbitrary, (input) => {
        expect(createSignInMessageText(input)).toBe(referenceCreateSignInMessageText(input));
      }),
      { seed: 1, numRuns: 1000 },
    );
  });

  it("matches wallet-standard's createSignInMessageText with empty and odd values too", () => {
    fc.assert(
      fc.property(looseSignInInputArbitrary, (input) => {
        expect(createSignInMessageText(input)).toBe(referenceCreateSignInMessageText(input));
      }),
      { seed: 1, numRuns: 1000 },
    );
  });

  it('is read back by parseSignInMessage, with or without trailing newlines', () => {
    fc.assert(
      fc.property(signInFieldsArbitrary, fc.nat({ max: 3 }), (input, newlines) => {
        const text = createSignInMessageText(input) + '\n'.repeat(newlines);
        expect(parseSignInMessage(text)).toStrictEqual(input);
      }),
      { seed: 1, numRuns: 1000 },
    );
  });
});
