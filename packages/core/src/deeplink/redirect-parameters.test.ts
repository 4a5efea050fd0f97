import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEEP_LINK_RESPONSE_PARAMETERS } from './deep-link-storage-keys.js';
import { readRedirectParameters, stripRedirectParameters } from './redirect-parameters.js';

describe('redirect parameters', () => {
  it('reads only the protocol answer, decoded', () => {
    expect(readRedirectParameters('https://app.example/?tab=2')).toBeUndefined();
    expect(
      readRedirectParameters(
        'https://app.example/?tab=2&errorCode=4001&errorMessage=User%20rejected%20the%20request.',
      ),
    ).toEqual({ errorCode: '4001', errorMessage: 'User rejected the request.' });
    expect(readRedirectParameters('https://app.example/?data=&nonce=n')).toEqual({
      data: '',
      nonce: 'n',
    });
  });

  it("strips every answer parameter and keeps the host's own query, path and hash", () => {
    expect(
      stripRedirectParameters(
        'https://app.example/shop/?tab=2&phantom_encryption_public_key=k&nonce=n&data=d#pay',
      ),
    ).toBe('https://app.example/shop/?tab=2#pay');
    expect(stripRedirectParameters('https://app.example/pay?data=d&nonce=n')).toBe(
      'https://app.example/pay',
    );
  });

  it('never leaves an answer parameter behind, whatever else the URL holds', () => {
    const name = fc.oneof(
      fc.constantFrom(...DEEP_LINK_RESPONSE_PARAMETERS),
      fc.string({ minLength: 1, maxLength: 8 }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(name, fc.string({ maxLength: 12 })), { maxLength: 8 }),
        (pairs) => {
          const url = new URL('https://app.example/p');
          for (const [key, value] of pairs) url.searchParams.append(key, value);
          const stripped = new URL(stripRedirectParameters(url.toString()));
          expect(readRedirectParameters(stripped.toString())).toBeUndefined();
          const kept = pairs.filter(
            ([key]) => !(DEEP_LINK_RESPONSE_PARAMETERS as readonly string[]).includes(key),
          );
          expect([...stripped.searchParams]).toEqual(kept);
        },
      ),
    );
  });
});
