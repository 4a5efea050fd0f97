import {
  LATCHKEY_ERROR__WALLET__NO_ACCOUNTS,
  LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND,
  LatchkeyError,
} from '@latchkey/core';
import { describe, expect, it } from 'vitest';
import { describeConnectFailure } from './describe-connect-failure.js';

describe('describeConnectFailure', () => {
  it('says what to do for the failures a user can act on', () => {
    expect(
      describeConnectFailure(
        new LatchkeyError(LATCHKEY_ERROR__WALLET__NO_ACCOUNTS, { context: { wallet: 'Phantom' } }),
        'Phantom',
      ),
    ).toBe("Phantom didn't share an account. Unlock it or add an account, then try again.");
    expect(
      describeConnectFailure(
        new LatchkeyError(LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND),
        'Backpack',
      ),
    ).toBe('Backpack is no longer available in this browser. Reload the page and try again.');
  });

  it('falls back to plain words for anything else, never the raw message', () => {
    const text = describeConnectFailure(new Error('TypeError: x is undefined'), 'Solflare');
    expect(text).toBe("Solflare couldn't connect. Try again, or choose another wallet.");
  });
});
