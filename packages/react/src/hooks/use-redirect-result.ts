'use client';
import type { RedirectResult } from '@latchkey/core';
import { useLatchkeyState } from './use-latchkey-state.js';

/**
 * The answer a deep-link wallet brought back on this page load (a request's promise cannot
 * survive leaving the page): `data` keyed by the pending method, or `error` — a
 * `UserCancellationError` when the user rejected it in the wallet.
 *
 * @example
 * ```tsx
 * const result = useRedirectResult();
 * if (result?.data?.method === 'signMessage') return <Signature bytes={result.data.signature} />;
 * ```
 */
export function useRedirectResult(): RedirectResult | undefined {
  return useLatchkeyState().redirectResult;
}
