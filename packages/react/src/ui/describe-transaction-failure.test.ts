import { LATCHKEY_ERROR__TRANSACTION__FAILED, LatchkeyError } from '@latchkey/core';
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
});
