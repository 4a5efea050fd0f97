'use client';
import { isUserCancellation, type LatchkeyError } from '@latchkey/core';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Where an action started from a hook stands. */
export type ActionStatus = 'idle' | 'pending' | 'success' | 'error';

/** Where an action started from a hook stands: its status, result and error. */
export interface AsyncActionState<TData> {
  status: ActionStatus;
  data: TData | undefined;
  /** The failure, with the catalogue's message. A cancelled prompt is not an error. */
  error: LatchkeyError | Error | undefined;
  isPending: boolean;
  reset: () => void;
}

/**
 * Runs an async action and tracks it for rendering: pending, result, error. A user cancellation
 * returns the hook to idle quietly (the core logs it as a warning). Results of a call that was
 * overtaken by a newer one, or that finished after unmount, are dropped.
 */
export function useAsyncAction<TArgs extends unknown[], TData>(
  action: (...args: TArgs) => Promise<TData>,
): [(...args: TArgs) => Promise<TData>, AsyncActionState<TData>] {
  const [state, setState] = useState<Omit<AsyncActionState<TData>, 'reset' | 'isPending'>>({
    status: 'idle',
    data: undefined,
    error: undefined,
  });
  const latest = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const actionRef = useRef(action);
  actionRef.current = action;

  const run = useCallback(async (...args: TArgs) => {
    const call = ++latest.current;
    const current = () => mounted.current && call === latest.current;
    setState({ status: 'pending', data: undefined, error: undefined });
    try {
      const data = await actionRef.current(...args);
      if (current()) setState({ status: 'success', data, error: undefined });
      return data;
    } catch (error) {
      if (current()) {
        setState(
          isUserCancellation(error)
            ? { status: 'idle', data: undefined, error: undefined }
            : { status: 'error', data: undefined, error: error as Error },
        );
      }
      throw error;
    }
  }, []);
  const reset = useCallback(() => {
    latest.current++;
    setState({ status: 'idle', data: undefined, error: undefined });
  }, []);
  return [run, { ...state, isPending: state.status === 'pending', reset }];
}
