'use client';
import { type SignMessageReturnType, signMessage } from '@latchkey/core';
import { useCallback } from 'react';
import { type AsyncActionState, useAsyncAction } from './use-async-action.js';
import { useConfig } from './use-config.js';

/** What {@link useSignMessage} returns. */
export interface UseSignMessageReturnType extends AsyncActionState<SignMessageReturnType> {
  /** Asks the connected wallet to sign; text is signed as UTF-8. */
  signMessage: (message: string | Uint8Array) => Promise<SignMessageReturnType>;
}

/**
 * Signs a message with the connected wallet, whatever kind it is.
 *
 * @example
 * ```tsx
 * const { signMessage, data, error } = useSignMessage();
 * <button onClick={() => signMessage('Hello from Acme').catch(() => {})}>Sign</button>
 * ```
 */
export function useSignMessage(): UseSignMessageReturnType {
  const config = useConfig();
  const [run, state] = useAsyncAction(
    useCallback((message: string | Uint8Array) => signMessage(config, { message }), [config]),
  );
  return { ...state, signMessage: run };
}
