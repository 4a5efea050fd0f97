import {
  LATCHKEY_ERROR__CUSTODY__HTTP_ERROR,
  LATCHKEY_ERROR__CUSTODY__UNREACHABLE,
  LATCHKEY_ERROR__NETWORK__RPC_UNAVAILABLE,
  LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED,
  LATCHKEY_ERROR__PRODUCT_API__SPONSORED_TRANSACTION_CHANGED,
  LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE,
  LATCHKEY_ERROR__TRANSACTION__ACCOUNT_NOT_FOUND,
  LATCHKEY_ERROR__TRANSACTION__BLOCKHASH_EXPIRED,
  LATCHKEY_ERROR__TRANSACTION__FAILED,
  LATCHKEY_ERROR__TRANSACTION__FEE_UNAVAILABLE,
  LATCHKEY_ERROR__TRANSACTION__TIMED_OUT,
  LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED,
  LATCHKEY_ERROR__WALLET__REQUEST_FAILED,
  LATCHKEY_ERROR__WALLET__REQUEST_PENDING,
  LATCHKEY_ERROR__WALLET__SIGNED_TRANSACTION_MISMATCH,
  LatchkeyError,
  TransactionExecutionError,
  UserCancellationError,
} from '@latchkey/core';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../i18n/format-message.js';
import type { MessageValues } from '../../i18n/message-types.js';
import { describeTransactionFailure, type ToastTranslate } from './describe-transaction-failure.js';
import { isRetryableTransactionFailure } from './is-retryable-transaction-failure.js';
import { type ToastMessageKey, toastMessages } from './toast-messages.js';

/** The toasts' English, as `useMessages` gives it to a view, in `locale`'s number format. */
const english = (locale = 'en'): ToastTranslate =>
  Object.assign(
    (key: ToastMessageKey, values?: MessageValues) =>
      formatMessage(toastMessages[key], locale, values),
    { locale },
  );
const describeIt = (error: Error) => describeTransactionFailure(error, english());

const failed = (details: unknown) =>
  new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__FAILED, { details });
const sponsorRefusal = (status: number, code: string) =>
  new LatchkeyError(LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED, {
    context: { status, message: code },
    details: { error: { code, message: code } },
  });
const rpcDown = (reason: string) =>
  new LatchkeyError(LATCHKEY_ERROR__NETWORK__RPC_UNAVAILABLE, { context: { reason } });

describe('describeTransactionFailure', () => {
  it("keeps a message that says something, and never repeats the toast's headline", () => {
    expect(describeIt(new Error('Transaction timed out'))).toBe('Transaction timed out');
    expect(describeIt(new Error('Transaction failed'))).toBe(
      'The network refused the transaction.',
    );
    expect(
      describeIt(
        failed({
          err: { InstructionError: [0, { Custom: 1 }] },
          logs: [
            'Program 11111111111111111111111111111111 invoke [1]',
            'Program 11111111111111111111111111111111 failed: custom program error: 0x1',
          ],
        }),
      ),
    ).toBe(
      'The network refused it: Program 11111111111111111111111111111111 failed: custom program error: 0x1',
    );
    expect(describeIt(failed({ err: 'InvalidAccountForFee', logs: [] }))).toBe(
      'The network refused it: InvalidAccountForFee',
    );
    expect(describeIt(failed(undefined))).toBe('The network refused the transaction.');
  });

  it('says how much SOL is missing, in the numbers of the locale', () => {
    const shortfall = failed({
      err: { InstructionError: [0, { Custom: 1 }] },
      logs: [
        'Program 11111111111111111111111111111111 invoke [1]',
        'Transfer: insufficient lamports 989995000, need 5000000000',
        'Program 11111111111111111111111111111111 failed: custom program error: 0x1',
      ],
    });
    expect(describeIt(shortfall)).toBe(
      'Not enough SOL: the account has 0.989995 SOL, and this needs 5 SOL.',
    );
    expect(describeTransactionFailure(shortfall, english('de'))).toBe(
      'Not enough SOL: the account has 0,989995 SOL, and this needs 5 SOL.',
    );
    expect(describeIt(failed({ err: 'InsufficientFundsForFee', logs: [] }))).toBe(
      'Not enough SOL: the account cannot pay the network fee.',
    );
    expect(
      describeIt(failed({ err: { InsufficientFundsForRent: { account_index: 0 } }, logs: [] })),
    ).toBe("Not enough SOL: an account would be left below the network's minimum balance.");
    expect(describeIt(failed({ logs: ['Program log: Error: insufficient funds'] }))).toBe(
      'Not enough funds: the account holds less than this sends.',
    );
  });

  it('says in plain words what blockhashes, time-outs and unreachable RPCs mean', () => {
    expect(describeIt(new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__BLOCKHASH_EXPIRED))).toBe(
      'It expired before the network confirmed it, so it did not go through.',
    );
    expect(describeIt(failed({ err: 'BlockhashNotFound', logs: [] }))).toBe(
      'It expired before the network confirmed it, so it did not go through.',
    );
    expect(describeIt(new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__ACCOUNT_NOT_FOUND))).toBe(
      'This account has no SOL yet to pay the network fee. Add some SOL first.',
    );
    expect(describeIt(new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__TIMED_OUT))).toBe(
      'The network has not confirmed it yet; it may still go through. Check it before sending again.',
    );
    // Wrapped, as a send that never reached the RPC is.
    expect(describeIt(TransactionExecutionError.from(rpcDown('Failed to fetch')))).toBe(
      'The network did not answer. Check your connection and try again.',
    );
    expect(describeIt(TransactionExecutionError.from(new TypeError('Failed to fetch')))).toBe(
      'The network did not answer. Check your connection and try again.',
    );
    expect(describeIt(rpcDown('HTTP 429'))).toBe(
      'The network is busy right now. Wait a moment, then try again.',
    );
  });

  it('names what the wallet did: declined, busy, changed the transaction, failed', () => {
    expect(
      describeIt(new UserCancellationError(LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED)),
    ).toBe('You declined it in your wallet, so nothing was sent.');
    expect(
      describeIt(
        new LatchkeyError(LATCHKEY_ERROR__WALLET__REQUEST_PENDING, {
          context: { wallet: 'Phantom' },
        }),
      ),
    ).toBe('Phantom already has a request open. Finish or close it there, then try again.');
    expect(
      describeIt(
        new LatchkeyError(LATCHKEY_ERROR__WALLET__SIGNED_TRANSACTION_MISMATCH, {
          context: { reason: 'instruction 1 differs' },
        }),
      ),
    ).toBe('Your wallet changed the transaction, so it was not sent.');
    expect(
      describeIt(
        new LatchkeyError(LATCHKEY_ERROR__WALLET__REQUEST_FAILED, {
          context: { wallet: 'Solflare', method: 'solana:signTransaction', reason: 'Locked' },
        }),
      ),
    ).toBe('Solflare could not complete the request: Locked');
  });

  it("says why the app's fee sponsor did not pay", () => {
    expect(describeIt(sponsorRefusal(400, 'PROGRAM_NOT_ALLOWED'))).toBe(
      "The app's fee sponsor would not pay for it, so it was not sent.",
    );
    expect(describeIt(sponsorRefusal(429, 'QUOTA_EXCEEDED'))).toBe(
      "The app's fee sponsorship for today is used up, so it was not sent.",
    );
    expect(describeIt(sponsorRefusal(429, 'RATE_LIMITED'))).toBe(
      'Too many requests just now. Wait a few minutes before sending it again.',
    );
    expect(describeIt(sponsorRefusal(502, 'RPC_ERROR'))).toBe(
      "The app's fee sponsor ran into a problem, so nothing was sent.",
    );
    expect(
      describeIt(
        new LatchkeyError(LATCHKEY_ERROR__PRODUCT_API__SPONSORED_TRANSACTION_CHANGED, {
          context: { reason: 'an instruction was added' },
        }),
      ),
    ).toBe("The app's fee sponsor changed the transaction, so it was not sent.");
  });

  it('says "try again" only where Retry is offered', () => {
    const failures: Error[] = [
      new UserCancellationError(LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED),
      new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__BLOCKHASH_EXPIRED),
      new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__TIMED_OUT),
      new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__ACCOUNT_NOT_FOUND),
      new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__FEE_UNAVAILABLE),
      new LatchkeyError(LATCHKEY_ERROR__WALLET__REQUEST_PENDING, { context: { wallet: 'W' } }),
      new LatchkeyError(LATCHKEY_ERROR__CUSTODY__UNREACHABLE, { context: { url: 'x' } }),
      new LatchkeyError(LATCHKEY_ERROR__CUSTODY__HTTP_ERROR, {
        context: { status: 429, statusText: 'Too Many Requests' },
      }),
      new LatchkeyError(LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE, { context: { reason: 'x' } }),
      rpcDown('HTTP 429'),
      TransactionExecutionError.from(rpcDown('socket closed')),
      TransactionExecutionError.from(new TypeError('Failed to fetch')),
      failed({ err: 'BlockhashNotFound', logs: [] }),
      failed({ err: 'InsufficientFundsForFee', logs: [] }),
      sponsorRefusal(429, 'RATE_LIMITED'),
      sponsorRefusal(429, 'QUOTA_EXCEEDED'),
      sponsorRefusal(400, 'BLOCKHASH_NOT_FOUND'),
    ];
    const invitations = failures.filter((failure) => /try again/i.test(describeIt(failure)));
    expect(invitations.length).toBeGreaterThan(5);
    for (const failure of invitations)
      expect(isRetryableTransactionFailure(failure), describeIt(failure)).toBe(true);
  });
});
