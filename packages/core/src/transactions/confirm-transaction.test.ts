import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LATCHKEY_ERROR__TRANSACTION__TIMED_OUT } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { confirmTransaction } from './confirm-transaction.js';
import type { SolanaConnection } from './solana-connection.js';

// SPEC §8: 'Transaction timed out' after 60 s. A node that never sees the signature (no socket,
// so confirmation polls) on Vitest's fake clock: still waiting at 59 999 ms, timed out at 60 000.

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

function silentNode() {
  const reads: number[] = [];
  const rpc = {
    getSignatureStatuses: () => ({
      send: async () => {
        reads.push(Date.now());
        return { context: { slot: 1n }, value: [null] };
      },
    }),
  };
  const connection = {
    rpc,
    rpcSubscriptions: undefined,
    commitment: 'confirmed',
  } as unknown as SolanaConnection;
  return { connection, reads };
}

describe('confirmTransaction', () => {
  it("gives up with 'Transaction timed out' 60 s after it started waiting, not before", async () => {
    const { connection, reads } = silentNode();
    let outcome: unknown = 'waiting';
    void confirmTransaction({ signature: 'unseen', connection }).then(
      () => {
        outcome = 'confirmed';
      },
      (error: unknown) => {
        outcome = error;
      },
    );
    await vi.advanceTimersByTimeAsync(59_999);
    expect(outcome).toBe('waiting');
    expect(reads.length).toBeGreaterThan(50); // it kept asking, about once a second
    await vi.advanceTimersByTimeAsync(1);
    expect(isLatchkeyError(outcome, LATCHKEY_ERROR__TRANSACTION__TIMED_OUT)).toBe(true);
    expect((outcome as Error).message).toBe('Transaction timed out');
    // Nothing keeps asking once it gave up.
    const asked = reads.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reads).toHaveLength(asked);
  });
});
