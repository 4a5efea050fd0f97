'use client';
import { type Config, getBalance, lamportsToSol } from '@latchkey/core';
import { useAccountRead } from './use-account-read.js';
import { useLatchkeyState } from './use-latchkey-state.js';

/** Parameters of {@link useBalance}. */
export interface UseBalanceParameters {
  /** Default: the connected account. */
  address?: string;
}

/** What {@link useBalance} returns. */
export interface UseBalanceReturnType {
  lamports: bigint | undefined;
  /** The balance in SOL as an exact decimal string, e.g. '1.5'. */
  sol: string | undefined;
  isLoading: boolean;
  error: Error | undefined;
  refetch: () => void;
}

/**
 * The SOL balance of an address (the connected account by default) on the selected network. It
 * refreshes when the account or network changes and after each transaction sent through
 * Latchkey confirms.
 *
 * @example
 * ```tsx
 * const { sol } = useBalance();
 * <span>{sol ?? '…'} SOL</span>
 * ```
 */
export function useBalance(parameters: UseBalanceParameters = {}): UseBalanceReturnType {
  const { address } = useLatchkeyState();
  const { data, isLoading, error, refetch } = useAccountRead(
    parameters.address ?? address,
    readBalance,
  );
  return {
    lamports: data,
    sol: data === undefined ? undefined : lamportsToSol(data),
    isLoading,
    error,
    refetch,
  };
}

const readBalance = (config: Config, address: string, signal: AbortSignal) =>
  getBalance(config, { address, signal });
