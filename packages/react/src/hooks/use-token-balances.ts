'use client';
import { type Config, getTokenBalances, type TokenBalance } from '@latchkey/core';
import { useAccountRead } from './use-account-read.js';
import { useLatchkeyState } from './use-latchkey-state.js';

/** Parameters of {@link useTokenBalances}. */
export interface UseTokenBalancesParameters {
  /** Default: the connected account. */
  owner?: string;
}

/** What {@link useTokenBalances} returns. */
export interface UseTokenBalancesReturnType {
  /** Every SPL Token and Token-2022 account held, with its mint, amount and decimals. */
  balances: readonly TokenBalance[] | undefined;
  isLoading: boolean;
  error: Error | undefined;
  refetch: () => void;
}

/**
 * The SPL Token and Token-2022 balances of an address (the connected account by default) on the
 * selected network. It refreshes when the account or network changes and after each
 * transaction sent through Latchkey confirms.
 *
 * @example
 * ```tsx
 * const { balances } = useTokenBalances();
 * balances?.map((balance) => <li key={balance.tokenAccount}>{balance.uiAmount}</li>);
 * ```
 */
export function useTokenBalances(
  parameters: UseTokenBalancesParameters = {},
): UseTokenBalancesReturnType {
  const { address } = useLatchkeyState();
  const { data, isLoading, error, refetch } = useAccountRead(
    parameters.owner ?? address,
    readTokenBalances,
  );
  return { balances: data, isLoading, error, refetch };
}

const readTokenBalances = (config: Config, owner: string, signal: AbortSignal) =>
  getTokenBalances(config, { owner, signal });
