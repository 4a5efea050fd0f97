'use client';
import { isUserCancellation } from '@latchkey/core';
import { useCallback, useState } from 'react';
import { useMessages } from '../../i18n/use-messages.js';
import { accountMessages } from './account-messages.js';
import { describeAccountFailure } from './describe-account-failure.js';

/**
 * One action at a time for an account-menu view: whether it runs, and the message of its last
 * failure in the user's language (none for a cancelled prompt, which is no failure).
 */
export function useAccountAction() {
  const t = useMessages(accountMessages);
  const [pending, setPending] = useState(false);
  // The failure itself, so its words follow a change of language.
  const [failure, setFailure] = useState<Error>();
  const run = useCallback((action: () => Promise<unknown>) => {
    setPending(true);
    setFailure(undefined);
    action().then(
      () => setPending(false),
      (reason: Error) => {
        setPending(false);
        if (!isUserCancellation(reason)) setFailure(reason);
      },
    );
  }, []);
  const error = failure ? describeAccountFailure(failure, t) : undefined;
  return { pending, error, run };
}
