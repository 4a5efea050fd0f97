import { address } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import {
  AUTO_PRIORITY_FEE_PERCENTILE,
  MAX_AUTO_PRIORITY_FEE_MICRO_LAMPORTS,
  pickPriorityFee,
  readAutoPriorityFee,
} from './recent-priority-fee.js';
import type { SolanaConnection } from './solana-connection.js';

describe('pickPriorityFee', () => {
  it(`pays the ${AUTO_PRIORITY_FEE_PERCENTILE}th percentile (nearest rank) of the blocks that paid`, () => {
    expect(pickPriorityFee([0n, 0n, 1000n, 2000n, 3000n, 4000n])).toBe(3000n);
    expect(pickPriorityFee([4000n, 1000n, 3000n, 2000n])).toBe(3000n);
    expect(pickPriorityFee([7n])).toBe(7n);
    expect(pickPriorityFee([5n, 9n])).toBe(9n);
    expect(pickPriorityFee([1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n, 9n, 10n])).toBe(8n);
    const hundred = Array.from({ length: 100 }, (_, index) => BigInt(index + 1));
    expect(pickPriorityFee(hundred)).toBe(75n);
  });

  it('pays nothing when no block paid anything', () => {
    expect(pickPriorityFee([])).toBe(0n);
    expect(pickPriorityFee([0n, 0n, 0n])).toBe(0n);
  });

  it('never pays more than the cap, nor less than 0, whatever the RPC says', () => {
    expect(pickPriorityFee([10n ** 12n, 10n ** 12n])).toBe(MAX_AUTO_PRIORITY_FEE_MICRO_LAMPORTS);
    expect(pickPriorityFee([2n ** 70n])).toBe(MAX_AUTO_PRIORITY_FEE_MICRO_LAMPORTS);
    expect(pickPriorityFee([-5n, -1n])).toBe(0n);
    expect(MAX_AUTO_PRIORITY_FEE_MICRO_LAMPORTS).toBe(1_000_000n);
  });
});

describe('readAutoPriorityFee', () => {
  it('asks about the given accounts once and picks from the answer', async () => {
    const asked: unknown[] = [];
    const signal = new AbortController().signal;
    const connection = {
      rpc: {
        getRecentPrioritizationFees: (accounts: unknown) => {
          asked.push(accounts);
          return {
            send: async (options: unknown) => {
              asked.push(options);
              return [
                { slot: 1n, prioritizationFee: 0n },
                { slot: 2n, prioritizationFee: 100n },
                { slot: 3n, prioritizationFee: 300n },
              ];
            },
          };
        },
      },
    } as unknown as Pick<SolanaConnection, 'rpc'>;
    const accounts = [address('11111111111111111111111111111112')];
    expect(await readAutoPriorityFee({ connection, accounts, signal })).toBe(300n);
    expect(asked).toEqual([accounts, { abortSignal: signal }]);
  });
});
