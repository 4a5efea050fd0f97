'use client';
import { disconnect as disconnectAction } from '@latchkey/core';
import { useCallback } from 'react';
import { type AsyncActionState, useAsyncAction } from './use-async-action.js';
import { useConfig } from './use-config.js';

/** What {@link useDisconnect} returns. */
export interface UseDisconnectReturnType extends AsyncActionState<void> {
  /** Ends the connection and forgets the wallet, so it does not reconnect on reload. */
  disconnect: () => Promise<void>;
}

/**
 * Disconnects the connected wallet.
 *
 * @example
 * ```tsx
 * const { disconnect } = useDisconnect();
 * <button onClick={() => disconnect()}>Disconnect</button>
 * ```
 */
export function useDisconnect(): UseDisconnectReturnType {
  const config = useConfig();
  const [disconnect, state] = useAsyncAction(useCallback(() => disconnectAction(config), [config]));
  return { ...state, disconnect };
}
