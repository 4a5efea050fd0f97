'use client';
import type { LatchkeyState } from '@latchkey/core';
import { useSyncExternalStore } from 'react';
import { useConfig } from './use-config.js';

/**
 * The whole Latchkey state (connection status, address, selected network), re-rendering on
 * every change. Prefer the narrower hooks where they fit.
 *
 * @example
 * ```tsx
 * const { status, address } = useLatchkeyState();
 * ```
 */
export function useLatchkeyState(): LatchkeyState {
  const { store } = useConfig();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
