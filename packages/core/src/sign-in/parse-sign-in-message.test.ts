import { parseSignInMessageText as referenceParseSignInMessageText } from '@solana/wallet-standard-util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LATCHKEY_ERROR__WALLET__SIGN_IN_VERIFICATION_FAILED } from '../errors/codes.js';
import { isLatchkeyError, LatchkeyError } from '../errors/latchkey-error.js';
import { createSignInMessageText } from './create-sign-in-message.js';
import { parseSignInMessage } from './parse-sign-in-message.js';
import {
  addressArbitrary,
  lineArbitrary,
  withoutUndefined,
} from './sign-in-arbitraries.fixture.js';
import type { SignInMessageFields } from './sign-in-input.js';

const address = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const header = 'example.com wants you to sign in with your Solana account:';

function reasonOf(text: string): string {
  try {
    parseSignInMessage(text);
  } catch (error) {
    if (isLatchkeyError(error, LATCHKEY_ERROR__WALLET__SIGN_IN_VERIFICATION_FAILED)) {
      return error.context.reason;
    }
    throw error;
  }
  throw new Error('parsed');
}

describe('parseSignInMessage', () => {
  it('reads the header and address alone', () => {
    expect(parseSignInMessage(`${header}\n${address}`)).toStrictEqual({
      domain: 'example.com',
      address,
    });
  });

  it('reads a statement, fields and resources', () => {
    const text = [
      header,
      address,
      '',
      'Sign in',
      '',
      'Nonce: abcdefgh',
      'Resources:',
      '- a',
      '- b',
    ];
    expect(parseSignInMessage(text.join('\n'))).toStrictEqual({
      domain: 'example.com',
      address,
      statement: 'Sign in',
      nonce: 'abcdefgh',
      resources: ['a', 'b'],
    });
  });

  it('reads a field line without a value as the statement, as wallet-standard does', () => {
    expect(parseSignInMessage(`${header}\n${address}\n\nURI: `).statement).toBe('URI: ');
  });

  it('reads an empty resource list', () => {
    expect(parseSignInMessage(`${header}\n${address}\n\nResources:`).resources).toStrictEqual([]);
  });

  it('reads a statement that looks like a field when fields follow it', () => {
    const text = createSignInMessageText({
      domain: 'example.com',
      address,
      statement: 'Nonce: in the statement',
      uri: 'https://example.com',
    });
    expect(parseSignInMessage(text)).toMatchObject({
      statement: 'Nonce: in the statement',
      uri: 'https://example.com',
    });
  });

  it.each([
    ['', 'first line is not a sign-in request'],
    ['hello', 'first line is not a sign-in request'],
    [' wants you to sign in with your Solana account:\nx', 'domain is missing'],
    [header, 'address is missing'],
    [`${header}\n`, 'address is missing'],
    [`${header}\nnot-an-address`, 'address is not a valid Solana address'],
    [`${header}\n${address}\nURI: x`, 'line 3 is not blank'],
    [`${header}\n${address}\n\n\n\nURI: x`, 'statement is empty'],
    [`${header}\n${address}\n\none\ntwo`, 'statement spans several lines'],
    [
      `${header}\n${address}\n\nNonce: abcdefgh\nURI: x`,
      'line 5 is not a field in the expected order',
    ],
    [
      `${header}\n${address}\n\nNonce: abcdefgh\nNonce: abcdefgh`,
      'line 5 is not a field in the expected order',
    ],
    [
      `${header}\n${address}\n\nStatement\n\nURI: x\nJunk`,
      'line 7 is not a field in the expected order',
    ],
    [`${header}\n${address}\n\nResources:\n- a\nURI: x`, 'line 6 is not a resource'],
    [`${header}\n${address}\n\nResources:\n- `, 'line 5 is not a resource'],
  ])('rejects %j: %s', (text, reason) => {
    expect(reasonOf(text)).toBe(reason);
  });

  it('returns or throws a LatchkeyError on any string, quickly', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        try {
          parseSignInMessage(text);
        } catch (error) {
          expect(error).toBeInstanceOf(LatchkeyError);
        }
      }),
      { seed: 1, numRuns: 2000 },
    );
  });

  it('returns or throws a LatchkeyError on non-strings', () => {
    for (const value of [undefined, null, 1, {}, new Uint8Array(3)]) {
      expect(() => parseSignInMessage(value as unknown as string)).toThrow(LatchkeyError);
    }
  });

  it('stays linear on large adversarial text', () => {
    const started = performance.now();
    const many = (line: string) => Array.from({ length: 50_000 }, () => line).join('\n');
    for (const text of [
      `${header}\n${address}\n\n${many('Resources:')}`,
      `${header}\n${address}\n\nx\n\n${many('- a')}`,
      `${header}\n${address}\n\n${'URI: '.repeat(100_000)}`,
      `${' wants you to sign in with your Solana account:'.repeat(10_000)}\n${address}`,
      `${header}\n${address}${'\n'.repeat(200_000)}x`,
    ]) {
      try {
        parseSignInMessage(text);
      } catch (error) {
        expect(error).toBeInstanceOf(LatchkeyError);
      }
    }
    expect(performance.now() - started).toBeLessThan(2000);
  });

  // Messages assembled from plausible lines in random order: whatever this parser accepts,
  // wallet-standard's parser reads the same way.
  it("agrees with wallet-standard's parser on the messages either accepts", () => {
    const lineFromPool = fc.oneof(
      fc.constant(''),
      lineArbitrary,
      fc.constantFrom(
        'URI: https://example.com',
        'Version: 1',
        'Chain ID: devnet',
        'Nonce: abcdefgh12',
        'Issued At: 2024-01-01T00:00:00.000Z',
        'Expiration Time: 2024-01-01T00:10:00.000Z',
        'Not Before: 2024-01-01T00:00:00.000Z',
        'Request ID: 42',
        'Resources:',
        '- https://example.com/a',
        'Sign in to Acme',
      ),
    );
    let accepted = 0;
    fc.assert(
      fc.property(
        addressArbitrary,
        fc.array(lineFromPool, { maxLength: 8 }),
        fc.nat({ max: 2 }),
        (signer, body, newlines) => {
          const text = [header, signer, ...body].join('\n') + '\n'.repeat(newlines);
          const reference = referenceParseSignInMessageText(text);
          let parsed: ReturnType<typeof parseSignInMessage>;
          try {
            parsed = parseSignInMessage(text);
          } catch (error) {
            expect(error).toBeInstanceOf(LatchkeyError);
            // Rejected: then wallet-standard either rejects it too, or reads a statement over
            // several lines (which the spec forbids), or the text is not one it would write.
            if (reference && !reference.statement?.includes('\n')) {
              const fields = withoutUndefined(reference) as SignInMessageFields;
              expect(createSignInMessageText(fields)).not.toBe(text.replace(/\n+$/, ''));
            }
            return;
          }
          accepted++;
          expect(reference).not.toBeNull();
          expect(withoutUndefined(reference ?? {})).toStrictEqual(parsed);
        },
      ),
      { seed: 1, numRuns: 2000 },
    );
    expect(accepted).toBeGreaterThan(100);
  });
});
