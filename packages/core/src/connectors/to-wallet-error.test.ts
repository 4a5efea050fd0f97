import { describe, expect, it } from 'vitest';
import {
  LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED,
  LATCHKEY_ERROR__WALLET__REQUEST_FAILED,
  LATCHKEY_ERROR__WALLET__REQUEST_PENDING,
} from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { UserCancellationError } from '../errors/user-cancellation-error.js';
import { toWalletError } from './to-wallet-error.js';

describe('toWalletError', () => {
  it.each([
    [{ code: 4001, message: 'whatever' }],
    [{ code: '4001', message: '' }],
    [new Error('User rejected the request.')],
    ['Transaction cancelled'.replace('Transaction', 'User')],
    [new Error('user cancelled the request')],
  ])('treats %o as a user cancellation', (thrown) => {
    const error = toWalletError(thrown, 'Phantom', 'connect');
    expect(error).toBeInstanceOf(UserCancellationError);
    expect(error.code).toBe(LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED);
    expect(error.cause).toBe(thrown);
  });

  it('names an already-open request', () => {
    const error = toWalletError({ code: -32002, message: 'busy' }, 'Phantom', 'connect');
    expect(error.code).toBe(LATCHKEY_ERROR__WALLET__REQUEST_PENDING);
    expect(error.message).toBe(
      'Phantom already has a request open; finish or close it in the wallet',
    );
  });

  it('keeps the wallet, method, reason and code of anything else', () => {
    const error = toWalletError({ code: -32603, message: 'internal' }, 'Solflare', 'signMessage');
    expect(error.code).toBe(LATCHKEY_ERROR__WALLET__REQUEST_FAILED);
    expect(error.message).toBe('Solflare could not complete signMessage: internal');
    expect(error.context).toEqual({
      wallet: 'Solflare',
      method: 'signMessage',
      reason: 'internal',
      walletCode: -32603,
    });
    expect(toWalletError(undefined, 'X', 'connect').message).toBe(
      'X could not complete connect: the wallet gave no reason',
    );
  });

  it('passes Latchkey errors through', () => {
    const original = new LatchkeyError(LATCHKEY_ERROR__WALLET__REQUEST_PENDING, {
      context: { wallet: 'Phantom' },
    });
    expect(toWalletError(original, 'Phantom', 'connect')).toBe(original);
  });
});
