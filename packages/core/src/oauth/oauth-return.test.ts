import { describe, expect, it } from 'vitest';
import { readOAuthReturn } from './oauth-return.js';

describe('readOAuthReturn', () => {
  it('reads a code and state from the query', () => {
    expect(readOAuthReturn('https://app.test/login?code=abc&state=s1&iss=x')).toEqual({
      code: 'abc',
      state: 's1',
    });
  });

  it('reads an error with its description, and the fragment when the query has no state', () => {
    expect(
      readOAuthReturn(
        'https://app.test/#error=access_denied&error_description=No%20thanks&state=s2',
      ),
    ).toEqual({ error: 'access_denied', errorDescription: 'No thanks', state: 's2' });
  });

  it('is undefined without a state, or with a state but neither code nor error', () => {
    expect(readOAuthReturn('https://app.test/?code=abc')).toBeUndefined();
    expect(readOAuthReturn('https://app.test/?state=s3&tab=2')).toBeUndefined();
    expect(readOAuthReturn('https://app.test/')).toBeUndefined();
  });
});
