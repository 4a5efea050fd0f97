import {
  LATCHKEY_ERROR__NETWORK__RPC_UNAVAILABLE,
  LATCHKEY_ERROR__TRANSACTION__ACCOUNT_NOT_FOUND,
  LATCHKEY_ERROR__TRANSACTION__BLOCKHASH_EXPIRED,
  LATCHKEY_ERROR__TRANSACTION__FAILED,
  LATCHKEY_ERROR__TRANSACTION__TIMED_OUT,
  LatchkeyError,
  TransactionExecutionError,
} from '@latchkey/core';
import { describe, expect, it } from 'vitest';
import { describeTransactionFailure } from './describe-transaction-failure.js';

describe('describeTransactionFailure', () => {
  it("keeps a message that says something, and never repeats the toast's headline", () => {
    expect(describeTransactionFailure(new Error('Transaction timed out'))).toBe(
      'Transaction timed out',
    );
    const failed = (details: unknown) =>
      new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__FAILED, { details });
    expect(
      describeTransactionFailure(
        failed({
          err: { InstructionError: [0, { Custom: 1 }] },
          logs: [
            'Program 11111111111111111111111111111111 invoke [1]',
            'Transfer: insufficient lamports 989995000, need 5000000000',
            'Program 11111111111111111111111111111111 failed: custom program error: 0x1',
          ],
        }),
      ),
    ).toBe('Not enough SOL: insufficient lamports 989995000, need 5000000000');
    expect(describeTransactionFailure(failed({ err: 'BlockhashNotFound', logs: [] }))).toBe(
      'The network refused it: BlockhashNotFound',
    );
    expect(describeTransactionFailure(failed(undefined))).toBe(
      'The network refused the transaction.',
    );
  });

  it('says in plain words what blockhashes, time-outs and unreachable RPCs mean', () => {
    expect(
      describeTransactionFailure(new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__BLOCKHASH_EXPIRED)),
    ).toBe('It expired before the network confirmed it, so it did not go through.');
    expect(
      describeTransactionFailure(new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__ACCOUNT_NOT_FOUND)),
    ).toBe('This account has no SOL yet to pay the network fee. Add some, then try again.');
    expect(
      describeTransactionFailure(new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__TIMED_OUT)),
    ).toBe(
      'The network has not confirmed it yet; it may still go through. Check it before sending again.',
    );
    // Wrapped, as a send that never reached the RPC is.
    const unreachable = new LatchkeyError(LATCHKEY_ERROR__NETWORK__RPC_UNAVAILABLE, {
      context: { reason: 'Failed to fetch' },
    });
    expect(describeTransactionFailure(TransactionExecutionError.from(unreachable))).toBe(
      'The network did not answer. Check your connection and try again.',
    );
  });
});
