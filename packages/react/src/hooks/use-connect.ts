'use client';
import {
  type ConnectOptions,
  type Connector,
  type ConnectResult,
  connect as connectAction,
  type WalletOption,
} from '@latchkey/core';
import { useCallback } from 'react';
import { type AsyncActionState, useAsyncAction } from './use-async-action.js';
import { useConfig } from './use-config.js';
import { useLatchkeyState } from './use-latchkey-state.js';

/** What {@link useConnect} returns. */
export interface UseConnectReturnType extends AsyncActionState<ConnectResult> {
  /** Connects a wallet by id or connector; rejects on failure (a cancellation too). */
  connect: (connector: Connector | string, options?: ConnectOptions) => Promise<ConnectResult>;
  /** The wallets found in this browser, updated live as wallets register. */
  wallets: readonly WalletOption[];
}

/**
 * The wallets installed in this browser and a way to connect one. Pass the wallet straight to
 * `connect` (no select-then-connect step); `error` holds the catalogue's message, and a
 * cancelled prompt leaves no error.
 *
 * @example
 * ```tsx
 * const { wallets, connect, isPending, error } = useConnect();
 * wallets.map((wallet) => (
 *   <button key={wallet.id} onClick={() => connect(wallet.id).catch(() => {})}>{wallet.name}</button>
 * ));
 * ```
 */
export function useConnect(): UseConnectReturnType {
  const config = useConfig();
  const { wallets } = useLatchkeyState();
  const [connect, state] = useAsyncAction(
    useCallback(
      (connector: Connector | string, options?: ConnectOptions) =>
        connectAction(config, { connector, ...options }),
      [config],
    ),
  );
  return { ...state, connect, wallets };
}
