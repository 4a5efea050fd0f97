import {
  LATCHKEY_ERROR__CUSTODY__UNREACHABLE,
  LATCHKEY_ERROR__INPUT__INVALID_DECIMAL,
  LATCHKEY_ERROR__NETWORK__RPC_UNAVAILABLE,
  LATCHKEY_ERROR__TRANSACTION__BLOCKHASH_EXPIRED,
  LATCHKEY_ERROR__TRANSACTION__FAILED,
  LATCHKEY_ERROR__TRANSACTION__TIMED_OUT,
  LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED,
  LATCHKEY_ERROR__WALLET__REQUEST_PENDING,
  LATCHKEY_ERROR__WALLET__SIGNED_TRANSACTION_MISMATCH,
  LatchkeyError,
  TransactionExecutionError,
  UserCancellationError,
} from '@latchkey/core';
import { describe, expect, it } from 'vitest';
import { isRetryableTransactionFailure } from './is-retryable-transaction-failure.js';

const failed = (err: unknown) =>
  new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__FAILED, { details: { err, logs: [] } });

describe('isRetryableTransactionFailure', () => {
  it('retries what another try can get through: expiry, an unreachable network, a busy wallet', () => {
    expect(
      isRetryableTransactionFailure(
        new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__BLOCKHASH_EXPIRED),
      ),
    ).toBe(true);
    expect(
      isRetryableTransactionFailure(
        new LatchkeyError(LATCHKEY_ERROR__NETWORK__RPC_UNAVAILABLE, {
          context: { reason: 'socket closed' },
        }),
      ),
    ).toBe(true);
    expect(
      isRetryableTransactionFailure(
        new LatchkeyError(LATCHKEY_ERROR__CUSTODY__UNREACHABLE, { context: { url: 'x' } }),
      ),
    ).toBe(true);
    expect(
      isRetryableTransactionFailure(
        new LatchkeyError(LATCHKEY_ERROR__WALLET__REQUEST_PENDING, { context: { wallet: 'W' } }),
      ),
    ).toBe(true);
    expect(isRetryableTransactionFailure(failed('BlockhashNotFound'))).toBe(true);
  });

  it('looks through the causes of a wrapped failure', () => {
    const offline = new TypeError('Failed to fetch');
    expect(isRetryableTransactionFailure(TransactionExecutionError.from(offline))).toBe(true);
    expect(
      isRetryableTransactionFailure(
        new TransactionExecutionError('Blockhash not found', { cause: 'raw' }),
      ),
    ).toBe(true);
  });

  it('does not retry a refusal another try meets again, a user who said no, or a time-out', () => {
    // The timed-out transaction may still land: a new one could pay twice.
    expect(
      isRetryableTransactionFailure(new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__TIMED_OUT)),
    ).toBe(false);
    expect(isRetryableTransactionFailure(failed({ InstructionError: [0, { Custom: 1 }] }))).toBe(
      false,
    );
    expect(isRetryableTransactionFailure(failed('InsufficientFundsForFee'))).toBe(false);
    expect(
      isRetryableTransactionFailure(
        new LatchkeyError(LATCHKEY_ERROR__INPUT__INVALID_DECIMAL, { context: { value: '1,5' } }),
      ),
    ).toBe(false);
    expect(
      isRetryableTransactionFailure(
        new LatchkeyError(LATCHKEY_ERROR__WALLET__SIGNED_TRANSACTION_MISMATCH, {
          context: { reason: 'instruction 1 differs' },
        }),
      ),
    ).toBe(false);
    expect(
      isRetryableTransactionFailure(
        new UserCancellationError(LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED),
      ),
    ).toBe(false);
    expect(isRetryableTransactionFailure(new Error('User rejected the request.'))).toBe(false);
    expect(isRetryableTransactionFailure(new Error('Transaction simulation failed'))).toBe(false);
    expect(isRetryableTransactionFailure('timed out')).toBe(false);
  });

  it('stops on a cause chain that loops', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(isRetryableTransactionFailure(a)).toBe(false);
  });
});
