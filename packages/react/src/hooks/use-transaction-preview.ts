'use client';
import { type Config, previewTransaction } from '@latchkey/core';
import type { TransactionPreview } from '@latchkey/core/preview';
import type { TransactionInput } from '@latchkey/core/transactions';
import { useEffect, useState } from 'react';
import { useConfig } from './use-config.js';
import { useLatchkeyState } from './use-latchkey-state.js';
import { useTransactionBytes } from './use-transaction-bytes.js';

/** Parameters of {@link useTransactionPreview}. */
export interface UseTransactionPreviewParameters {
  /** Whose balance changes to show. Default: the connected account. */
  address?: string;
}

/** What {@link useTransactionPreview} returns. */
export interface UseTransactionPreviewReturnType {
  /** The preview of the transaction given now; `undefined` while it is made, or without one. */
  data: TransactionPreview | undefined;
  /** Why the simulation could not be run or read (a `LatchkeyError`). */
  error: Error | undefined;
  /** Whether a preview of the transaction given now is being made. */
  isPending: boolean;
}

/** Everything a preview depends on; a result counts only for the inputs it was made from. */
interface PreviewInputs {
  config: Config;
  transaction: Uint8Array | TransactionInput;
  address: string | undefined;
  network: number;
}

const sameInputs = (a: PreviewInputs, b: PreviewInputs) =>
  a.config === b.config &&
  a.transaction === b.transaction &&
  a.address === b.address &&
  a.network === b.network;

/**
 * Simulates a transaction on the selected network and tells what it will do: the user's balance
 * changes, the fee and who pays it, the programs it calls, warnings, and whether it would fail.
 * It simulates again when the transaction's bytes, the address, the account or the network
 * change, aborting the simulation it no longer needs (and on unmount); a preview of other inputs
 * is never shown. `undefined` simulates nothing.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useTransactionPreview(transaction);
 * if (isPending) return <p>Simulating…</p>;
 * if (data && !data.simulation.ok) return <p>This will probably fail: {data.simulation.reason}</p>;
 * ```
 */
export function useTransactionPreview(
  transaction: TransactionInput | undefined,
  parameters: UseTransactionPreviewParameters = {},
): UseTransactionPreviewReturnType {
  const config = useConfig();
  const { address: connected, networkId } = useLatchkeyState();
  const bytes = useTransactionBytes(transaction);
  const address = parameters.address ?? connected;
  const [result, setResult] = useState<{
    inputs: PreviewInputs;
    data?: TransactionPreview;
    error?: Error;
  }>();

  useEffect(() => {
    if (bytes === undefined) return;
    const inputs = { config, transaction: bytes, address, network: networkId };
    const abort = new AbortController();
    previewTransaction(config, {
      transaction: bytes,
      ...(address === undefined ? {} : { address }),
      signal: abort.signal,
    }).then(
      (data) => {
        if (!abort.signal.aborted) setResult({ inputs, data });
      },
      (error: Error) => {
        if (!abort.signal.aborted) setResult({ inputs, error });
      },
    );
    return () => abort.abort();
  }, [config, bytes, address, networkId]);

  if (bytes === undefined) return { data: undefined, error: undefined, isPending: false };
  const current = { config, transaction: bytes, address, network: networkId };
  if (!result || !sameInputs(result.inputs, current)) {
    return { data: undefined, error: undefined, isPending: true };
  }
  return { data: result.data, error: result.error, isPending: false };
}
