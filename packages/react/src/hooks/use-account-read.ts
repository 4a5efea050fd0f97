'use client';
import type { Config } from '@latchkey/core';
import { useCallback, useEffect, useState } from 'react';
import { useConfig } from './use-config.js';
import { useLatchkeyState } from './use-latchkey-state.js';

/** What {@link useAccountRead} returns. */
export interface AccountReadState<T> {
  data: T | undefined;
  isLoading: boolean;
  error: Error | undefined;
  refetch: () => void;
}

/**
 * Reads something about an address from the network and keeps it fresh: again when the address
 * or the network changes and after each transaction sent through Latchkey confirms; a read
 * overtaken by a newer one is dropped. The base of `useBalance` and `useTokenBalances`.
 */
export function useAccountRead<T>(
  address: string | undefined,
  read: (config: Config, address: string, signal: AbortSignal) => Promise<T>,
): AccountReadState<T> {
  const config = useConfig();
  const { networkId } = useLatchkeyState();
  const [epoch, setEpoch] = useState(0);
  const [result, setResult] = useState<{ data?: T; error?: Error; loading: boolean }>({
    loading: false,
  });
  const refetch = useCallback(() => setEpoch((value) => value + 1), []);

  useEffect(
    () => config.emitter.on('transactionConfirmed', () => setEpoch((value) => value + 1)),
    [config],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: epoch and networkId are refetch triggers; `read` is the caller's, fixed per hook.
  useEffect(() => {
    if (!address) {
      setResult({ loading: false });
      return;
    }
    const abort = new AbortController();
    setResult((previous) => ({ ...previous, loading: true }));
    read(config, address, abort.signal).then(
      (data) => {
        if (!abort.signal.aborted) setResult({ data, loading: false });
      },
      (error: Error) => {
        if (!abort.signal.aborted) setResult({ error, loading: false });
      },
    );
    return () => abort.abort();
  }, [config, address, networkId, epoch]);

  return { data: result.data, isLoading: result.loading, error: result.error, refetch };
}
