import { SOL_DECIMALS } from '../amounts/sol-amount.js';
import type { SimulatedBalances } from './read-simulation-answer.js';
import type { BalanceChange } from './transaction-preview.js';

/**
 * The user's balance changes from a simulation's checked balances: SOL as post − pre of the
 * user's account, the network fee it pays (`feePaid`, shown on a line of its own) given back,
 * then, by mint, what the user's token accounts hold after less what they held before. An account counts where the user owns it: one
 * only in the post balances counts from 0, one only in the pre balances goes to 0, and one whose
 * ownership passes away from the user counts as leaving. Changes of 0 are left out.
 *
 * `undefined` (unknown) when the answer contradicts itself: the user's address twice among the
 * keys, or one mint with two decimals.
 */
export function userBalanceChanges(
  balances: SimulatedBalances,
  address: string,
  symbolOf: (mint: string) => string | undefined,
  feePaid = 0n,
): BalanceChange[] | undefined {
  const positions = balances.keys.flatMap((key, index) => (key === address ? [index] : []));
  if (positions.length > 1) return undefined;
  const changes: BalanceChange[] = [];
  const [position] = positions;
  if (position !== undefined) {
    const before = balances.preBalances[position] ?? 0n;
    const after = (balances.postBalances[position] ?? 0n) + feePaid;
    if (after !== before) {
      changes.push({
        mint: undefined,
        symbol: 'SOL',
        decimals: SOL_DECIMALS,
        amount: after - before,
      });
    }
  }
  const decimals = new Map<string, number>();
  const held = new Map<string, bigint>();
  const add = (entries: SimulatedBalances['preTokenBalances'], sign: bigint) => {
    for (const entry of entries) {
      const known = decimals.get(entry.mint);
      if (known !== undefined && known !== entry.decimals) return false;
      decimals.set(entry.mint, entry.decimals);
      if (entry.owner !== address) continue;
      held.set(entry.mint, (held.get(entry.mint) ?? 0n) + sign * entry.amount);
    }
    return true;
  };
  if (!add(balances.preTokenBalances, -1n) || !add(balances.postTokenBalances, 1n))
    return undefined;
  const mints = [...held.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const mint of mints) {
    const amount = held.get(mint) ?? 0n;
    if (amount === 0n) continue;
    changes.push({ mint, symbol: symbolOf(mint), decimals: decimals.get(mint) ?? 0, amount });
  }
  return changes;
}
