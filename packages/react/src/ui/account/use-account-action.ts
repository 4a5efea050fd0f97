'use client';
import { isUserCancellation, type LatchkeyError } from '@latchkey/core';
import { useCallback, useState } from 'react';

/**
 * One action at a time for an account-menu view: whether it runs, and the message of its last
 * failure (none for a cancelled prompt, which is no failure).
 */
export function useAccountAction() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const run = useCallback((action: () => Promise<unknown>) => {
    setPending(true);
    setError(undefined);
    action().then(
      () => setPending(false),
      (failure: LatchkeyError) => {
        setPending(false);
        if (!isUserCancellation(failure)) setError(failure.shortMessage ?? failure.message);
      },
    );
  }, []);
  return { pending, error, run };
}
