import type { Address } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { testAddress } from './preview-transactions.fixture.js';
import type { SimulatedBalances, TokenAccountBalance } from './read-simulation-answer.js';
import { userBalanceChanges } from './user-balance-changes.js';

const user = testAddress(1);
const other = testAddress(2);
const mintA = testAddress(0x30);
const mintB = testAddress(0x10);
const keys = [user, other, testAddress(5), testAddress(6), testAddress(7), testAddress(8)];

const entry = (
  accountIndex: number,
  mint: Address,
  owner: Address,
  amount: bigint,
  decimals = 6,
): TokenAccountBalance => ({ accountIndex, mint, owner, amount, decimals });

function balances(parts: Partial<SimulatedBalances> = {}): SimulatedBalances {
  return {
    keys,
    preBalances: [1_000_000_000n, 0n, 0n, 0n, 0n, 0n],
    postBalances: [749_995_000n, 250_000_000n, 0n, 0n, 0n, 0n],
    preTokenBalances: [],
    postTokenBalances: [],
    ...parts,
  };
}
const symbolOf = (mint: string) => (mint === mintA ? 'AAA' : undefined);

describe('userBalanceChanges', () => {
  it("gives the user's SOL as post − pre, fee included", () => {
    expect(userBalanceChanges(balances(), user, symbolOf)).toEqual([
      { mint: undefined, symbol: 'SOL', decimals: 9, amount: -250_005_000n },
    ]);
    expect(userBalanceChanges(balances(), other, symbolOf)).toEqual([
      { mint: undefined, symbol: 'SOL', decimals: 9, amount: 250_000_000n },
    ]);
  });

  it('gives the fee the user pays back, as it has a line of its own', () => {
    expect(userBalanceChanges(balances(), user, symbolOf, 5000n)).toEqual([
      { mint: undefined, symbol: 'SOL', decimals: 9, amount: -250_000_000n },
    ]);
    const feeOnly = balances({ postBalances: [999_995_000n, 0n, 0n, 0n, 0n, 0n] });
    expect(userBalanceChanges(feeOnly, user, symbolOf, 5000n)).toEqual([]);
  });

  it('leaves out what does not change, and an address the transaction does not touch', () => {
    const still = balances({ postBalances: [1_000_000_000n, 0n, 0n, 0n, 0n, 0n] });
    expect(userBalanceChanges(still, user, symbolOf)).toEqual([]);
    expect(userBalanceChanges(balances(), testAddress(99), symbolOf)).toEqual([]);
  });

  it("sums the user's accounts by mint, SOL first, then tokens by mint", () => {
    const changes = userBalanceChanges(
      balances({
        preTokenBalances: [
          entry(2, mintA, user, 10n),
          entry(3, mintA, user, 5n),
          entry(4, mintB, user, 4n, 2), // closed: only before
          entry(5, mintA, other, 1_000n), // someone else's
        ],
        postTokenBalances: [
          entry(2, mintA, user, 3n),
          entry(3, mintA, user, 0n),
          entry(5, mintA, other, 1_012n),
        ],
      }),
      user,
      symbolOf,
    );
    expect(changes).toEqual([
      { mint: undefined, symbol: 'SOL', decimals: 9, amount: -250_005_000n },
      { mint: mintB, symbol: undefined, decimals: 2, amount: -4n },
      { mint: mintA, symbol: 'AAA', decimals: 6, amount: -12n },
    ]);
  });

  it('counts an account that appears from 0, and one whose ownership leaves the user', () => {
    const changes = userBalanceChanges(
      balances({
        postBalances: balances().preBalances,
        preTokenBalances: [entry(2, mintA, user, 100n)],
        postTokenBalances: [entry(2, mintA, other, 100n), entry(3, mintB, user, 7n)],
      }),
      user,
      symbolOf,
    );
    expect(changes).toEqual([
      { mint: mintB, symbol: undefined, decimals: 6, amount: 7n },
      { mint: mintA, symbol: 'AAA', decimals: 6, amount: -100n },
    ]);
  });

  it('holds exact amounts past 2^53 and sums past u64', () => {
    const max = 2n ** 64n - 1n;
    const changes = userBalanceChanges(
      balances({
        postBalances: balances().preBalances,
        postTokenBalances: [entry(2, mintA, user, max), entry(3, mintA, user, max)],
      }),
      user,
      symbolOf,
    );
    expect(changes).toEqual([{ mint: mintA, symbol: 'AAA', decimals: 6, amount: 2n * max }]);
  });

  it('gives unknown when the answer contradicts itself', () => {
    const twice = balances({ keys: [user, user, ...keys.slice(2)] });
    expect(userBalanceChanges(twice, user, symbolOf)).toBeUndefined();
    const decimals = balances({
      preTokenBalances: [entry(2, mintA, other, 1n, 6)],
      postTokenBalances: [entry(2, mintA, other, 1n, 9)],
    });
    expect(userBalanceChanges(decimals, user, symbolOf)).toBeUndefined();
  });
});
