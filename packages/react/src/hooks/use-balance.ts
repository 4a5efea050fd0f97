'use client';
import { getBalance, lamportsToSol } from '@latchkey/core';
import { useCallback, useEffect, useState } from 'react';
import { useConfig } from './use-config.js';
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
  const config = useConfig();
  const state = useLatchkeyState();
  const address = parameters.address ?? state.address;
  const [epoch, setEpoch] = useState(0);
  const [result, setResult] = useState<{ lamports?: bigint; error?: Error; loading: boolean }>({
    loading: false,
  });
  const refetch = useCallback(() => setEpoch((value) => value + 1), []);

  useEffect(
    () => config.emitter.on('transactionConfirmed', () => setEpoch((value) => value + 1)),
    [config],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: epoch and networkId are refetch triggers.
  useEffect(() => {
    if (!address) {
      setResult({ loading: false });
      return;
    }
    const abort = new AbortController();
    setResult((previous) => ({ ...previous, loading: true }));
    getBalance(config, { address, signal: abort.signal }).then(
      (lamports) => {
        if (!abort.signal.aborted) setResult({ lamports, loading: false });
      },
      (error: Error) => {
        if (!abort.signal.aborted) setResult({ error, loading: false });
      },
    );
    return () => abort.abort();
  }, [config, address, state.networkId, epoch]);

  return {
    lamports: result.lamports,
    sol: result.lamports === undefined ? undefined : lamportsToSol(result.lamports),
    isLoading: result.loading,
    error: result.error,
    refetch,
  };
}
